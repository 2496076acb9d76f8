/**
 * Demo content of mentorship (programs, mentors' hours, sessions over the
 * next two weeks and feedback on past ones), loaded with the community's on
 * first start. Pure data: people are the community's keys (COMMUNITY_PEOPLE,
 * whose mentors include three who mentor here only); times are relative to
 * the moment of seeding, in India Standard Time.
 *
 * Session subjects are catalogue subject names ("Mathematics", "Science",
 * "Social Studies" …), so a student's fit (their class studies it) is shown.
 */

import type { SeedPersonKey } from "./community";

/** A mentor's weekly hours: "Mon 17:00-19:00" (IST). */
export const SEED_AVAILABILITY: Record<SeedPersonKey, string[]> = {
  sunita: ["Mon 17:00-19:00", "Wed 17:00-19:00", "Sat 10:00-12:30"],
  thomas: ["Tue 18:00-20:00", "Thu 18:00-20:00", "Sun 10:00-12:00"],
  farhan: ["Mon 19:00-21:00", "Fri 18:30-20:30"],
  deepa: ["Tue 16:30-18:30", "Sat 09:30-11:30"],
  rupali: ["Wed 17:30-19:00", "Fri 17:30-19:00"],
  vikram: ["Thu 17:00-19:00", "Sat 15:00-17:00"],
  ankit: ["Tue 19:30-21:30", "Sat 11:00-13:00", "Sun 16:00-18:00"],
  lakshmi: ["Sat 11:00-13:00", "Sun 11:00-13:00"],
  pooja: ["Mon 18:30-20:00", "Thu 18:30-20:00"],
};

export type SeedProgram = {
  key: string;
  title: string;
  description: string;
  type: "one-on-one" | "group";
  category: "academic" | "skill-based";
  durationWeeks: number;
  maxParticipants: number;
  mentor: SeedPersonKey;
  daysAgo: number;
  /** Student keys; never more than maxParticipants. */
  enrolled: SeedPersonKey[];
};

export const SEED_PROGRAMS: SeedProgram[] = [
  {
    key: "boards10",
    title: "Board Exam Prep: Class 10 Mathematics",
    description:
      "Eight weeks through the NCERT Class 10 syllabus: one chapter cluster a week, a timed practice paper every Saturday and a walkthrough of the answers board examiners look for.",
    type: "group",
    category: "academic",
    durationWeeks: 8,
    maxParticipants: 40,
    mentor: "sunita",
    daysAgo: 3,
    enrolled: ["ananya", "sneha"],
  },
  {
    key: "olympiad",
    title: "Science Olympiad Coaching",
    description:
      "For Classes 8–10 preparing for NSO and NSEJS: concept deep-dives beyond the textbook, olympiad-style questions each week and strategies for the tricky ones.",
    type: "group",
    category: "academic",
    durationWeeks: 10,
    maxParticipants: 25,
    mentor: "deepa",
    daysAgo: 12,
    enrolled: ["kavya", "siddharth", "fatima", "lalremruati"],
  },
  {
    key: "jee",
    title: "JEE Foundation: Physics",
    description:
      "Class 11 mechanics built from first principles: free-body diagrams, motion, work and energy, with a problem set every week at JEE Main level.",
    type: "group",
    category: "academic",
    durationWeeks: 12,
    maxParticipants: 30,
    mentor: "thomas",
    daysAgo: 20,
    enrolled: ["gurpreet", "aditya", "rohan", "arjun"],
  },
  {
    key: "chemistry",
    title: "Chemistry Made Visual: Class 11",
    description:
      "Atoms, bonding and the periodic table drawn out, modelled and explained with everyday examples, so the Class 11 basics stop feeling abstract.",
    type: "group",
    category: "academic",
    durationWeeks: 6,
    maxParticipants: 25,
    mentor: "farhan",
    daysAgo: 9,
    enrolled: ["gurpreet", "nandini"],
  },
  {
    key: "answers",
    title: "Answer Writing for Social Studies",
    description:
      "One-on-one coaching for Class 10: structure 3- and 5-mark answers, use maps and dates well, and get detailed feedback on an answer you write each week.",
    type: "one-on-one",
    category: "academic",
    durationWeeks: 4,
    maxParticipants: 5,
    mentor: "vikram",
    daysAgo: 25,
    enrolled: ["ananya", "sneha"],
  },
  {
    key: "speaking",
    title: "Public Speaking for Teens",
    description:
      "Six weekend sessions to speak with confidence: voice and breathing, structuring a two-minute talk, impromptu speaking games and a final showcase.",
    type: "group",
    category: "skill-based",
    durationWeeks: 6,
    maxParticipants: 20,
    mentor: "lakshmi",
    daysAgo: 6,
    enrolled: ["diya", "nandini", "zoya"],
  },
  {
    key: "python",
    title: "Python for Beginners",
    description:
      "Write your first programs: variables, loops, lists and functions, with a small project each week. No experience needed; Classes 8 and up.",
    type: "group",
    category: "skill-based",
    durationWeeks: 8,
    maxParticipants: 30,
    mentor: "ankit",
    daysAgo: 1,
    enrolled: ["aditya", "nandini", "siddharth"],
  },
  {
    key: "writing",
    title: "Creative Writing Circle",
    description:
      "A small circle that writes every week, in Hindi or English: story starters, poems and personal essays, read aloud and discussed kindly.",
    type: "group",
    category: "skill-based",
    durationWeeks: 6,
    maxParticipants: 8,
    mentor: "pooja",
    daysAgo: 15,
    // Full: the demo shows "Full" on a program.
    enrolled: [
      "diya",
      "tenzin",
      "kavya",
      "fatima",
      "ananya",
      "sneha",
      "zoya",
      "ishaan",
    ],
  },
];

export type SeedFeedback = {
  student: SeedPersonKey;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** The student chose not to show their name. */
  anonymous?: true;
};

export type SeedSession = {
  key: string;
  mentor: SeedPersonKey;
  program?: string;
  title: string;
  description: string;
  sessionType: "one-on-one" | "group";
  purpose: "mentorship" | "doubt";
  /** Days from today (IST); negative for past sessions, which are completed. */
  inDays: number;
  /** "HH:MM" IST. */
  startIst: string;
  durationMinutes: number;
  /** 1 for one-on-one. */
  maxParticipants: number;
  grade?: number;
  subject?: string;
  /** Student keys; never more than maxParticipants. */
  participants: SeedPersonKey[];
  /** Past sessions only; from their participants. */
  feedback?: SeedFeedback[];
};

/** Sessions over the next two weeks (some full, some in programs) and past ones with feedback. */
export const SEED_SESSIONS: SeedSession[] = [
  // ── Upcoming ──────────────────────────────────────────────────────────
  {
    key: "quadratics",
    mentor: "sunita",
    program: "boards10",
    title: "Quadratic Equations: Board Questions Walkthrough",
    description:
      "We solve last five years' board questions on quadratic equations together: factorisation, the quadratic formula and word problems.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 1,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 40,
    grade: 10,
    subject: "Mathematics",
    participants: ["ananya", "sneha"],
  },
  {
    key: "reactionsClinic",
    mentor: "farhan",
    title: "Doubt Clinic: Chemical Reactions and Equations",
    description:
      "Bring your doubts on balancing equations and types of reactions. Small group so everyone gets a turn.",
    sessionType: "group",
    purpose: "doubt",
    inDays: 1,
    startIst: "19:00",
    durationMinutes: 45,
    maxParticipants: 5,
    grade: 10,
    subject: "Science",
    // Full.
    participants: ["ananya", "sneha", "fatima", "lalremruati", "kavya"],
  },
  {
    key: "motion",
    mentor: "thomas",
    program: "jee",
    title: "Laws of Motion: Problem-Solving Session",
    description:
      "Free-body diagrams, pulleys and friction: twelve problems from easy to JEE Main level, solved step by step.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 2,
    startIst: "18:00",
    durationMinutes: 90,
    maxParticipants: 30,
    grade: 11,
    subject: "Physics",
    participants: ["gurpreet", "aditya"],
  },
  {
    key: "polynomials1on1",
    mentor: "sunita",
    title: "One-on-One: Class 9 Polynomials Doubts",
    description:
      "Thirty minutes on whatever is confusing you in Polynomials: the remainder theorem, factorisation or identities.",
    sessionType: "one-on-one",
    purpose: "doubt",
    inDays: 2,
    startIst: "16:00",
    durationMinutes: 30,
    maxParticipants: 1,
    grade: 9,
    subject: "Mathematics",
    // Full.
    participants: ["lalremruati"],
  },
  {
    key: "pythonBasics",
    mentor: "ankit",
    program: "python",
    title: "Python Basics: Variables and Loops",
    description:
      "Install Python, write your first program, and use loops to print patterns and times tables.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 2,
    startIst: "19:30",
    durationMinutes: 90,
    maxParticipants: 30,
    grade: 11,
    subject: "Computer Science",
    participants: ["aditya", "nandini", "siddharth"],
  },
  {
    key: "cells",
    mentor: "deepa",
    program: "olympiad",
    title: "Cell Structure for Olympiad Aspirants",
    description:
      "Organelles beyond the NCERT diagram, with the kind of reasoning questions NSO asks about them.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 3,
    startIst: "16:30",
    durationMinutes: 60,
    maxParticipants: 25,
    grade: 8,
    subject: "Science",
    participants: ["kavya", "siddharth"],
  },
  {
    key: "storyStarters",
    mentor: "pooja",
    program: "writing",
    title: "Story Starters: Writing Your First Scene",
    description:
      "Five prompts, fifteen minutes each: we write, read aloud and talk about what made each opening work.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 3,
    startIst: "18:30",
    durationMinutes: 60,
    maxParticipants: 8,
    // Full.
    participants: [
      "diya",
      "tenzin",
      "kavya",
      "fatima",
      "ananya",
      "sneha",
      "zoya",
      "ishaan",
    ],
  },
  {
    key: "letters9",
    mentor: "rupali",
    title: "Letter and Notice Writing Made Easy",
    description:
      "Formats, word limits and the phrases that earn marks in Class 9 English writing tasks, with a notice to write together.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 4,
    startIst: "17:30",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 9,
    subject: "English",
    participants: ["fatima"],
  },
  {
    key: "mapWork",
    mentor: "vikram",
    program: "answers",
    title: "Map Work for Class 10 Geography",
    description:
      "Locate and label the features the board asks for: soils, dams, crops and industries, with tricks to remember them.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 5,
    startIst: "18:00",
    durationMinutes: 60,
    maxParticipants: 20,
    grade: 10,
    subject: "Social Studies",
    participants: [],
  },
  {
    key: "firstTalk",
    mentor: "lakshmi",
    program: "speaking",
    title: "Speak Without Fear: Your First Two-Minute Talk",
    description:
      "Pick a topic you love, shape it into a beginning, middle and end, and say it out loud to a friendly group.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 6,
    startIst: "11:00",
    durationMinutes: 60,
    maxParticipants: 20,
    participants: ["diya", "nandini", "zoya"],
  },
  {
    key: "atoms",
    mentor: "farhan",
    program: "chemistry",
    title: "Atoms and Molecules Visualised",
    description:
      "Mole concept and atomic models with ball-and-stick sketches, so the numbers finally mean something.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 6,
    startIst: "18:00",
    durationMinutes: 60,
    maxParticipants: 25,
    grade: 11,
    subject: "Chemistry",
    participants: ["gurpreet", "nandini"],
  },
  {
    key: "jeeCareer",
    mentor: "thomas",
    title: "One-on-One: Planning Your JEE Preparation",
    description:
      "A personal plan for Classes 11 and 12: how to balance boards and JEE, which books to use and how to review mistakes.",
    sessionType: "one-on-one",
    purpose: "mentorship",
    inDays: 7,
    startIst: "17:00",
    durationMinutes: 45,
    maxParticipants: 1,
    grade: 12,
    subject: "Physics",
    participants: [],
  },
  {
    key: "humanEye",
    mentor: "deepa",
    title: "Human Eye and the Colourful World: Diagrams",
    description:
      "Draw and label the eye, defects of vision and dispersion through a prism, the way examiners want them.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 8,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 10,
    subject: "Science",
    participants: ["sneha"],
  },
  {
    key: "triangles",
    mentor: "sunita",
    program: "boards10",
    title: "Triangles and Similarity: Practice Paper",
    description:
      "A 40-minute practice paper on Triangles followed by a walkthrough of every answer and the common slips.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 9,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 40,
    grade: 10,
    subject: "Mathematics",
    participants: ["ananya"],
  },
  {
    key: "pythonLists",
    mentor: "ankit",
    program: "python",
    title: "Python: Lists and Functions",
    description:
      "Store many values in a list, write your own functions and build a small marks calculator.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 9,
    startIst: "19:30",
    durationMinutes: 90,
    maxParticipants: 30,
    grade: 11,
    subject: "Computer Science",
    participants: [],
  },
  {
    key: "organic1on1",
    mentor: "farhan",
    title: "One-on-One: Naming Organic Compounds",
    description:
      "IUPAC naming practised until it clicks: chains, branches and functional groups, at your pace.",
    sessionType: "one-on-one",
    purpose: "doubt",
    inDays: 10,
    startIst: "19:00",
    durationMinutes: 30,
    maxParticipants: 1,
    grade: 11,
    subject: "Chemistry",
    // Full.
    participants: ["gurpreet"],
  },
  {
    key: "energy",
    mentor: "thomas",
    program: "jee",
    title: "Work, Energy and Power",
    description:
      "The work-energy theorem, conservative forces and power, with problems that mix them.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 11,
    startIst: "18:00",
    durationMinutes: 90,
    maxParticipants: 30,
    grade: 11,
    subject: "Physics",
    participants: [],
  },
  {
    key: "democracy",
    mentor: "vikram",
    title: "Doubt Clinic: Democracy and the Constitution",
    description:
      "Class 9 Political Science doubts: what makes a democracy, how the Constitution was made, and how to answer the long questions.",
    sessionType: "group",
    purpose: "doubt",
    inDays: 12,
    startIst: "17:00",
    durationMinutes: 45,
    maxParticipants: 15,
    grade: 9,
    subject: "Social Studies",
    participants: ["fatima", "lalremruati"],
  },
  {
    key: "reading",
    mentor: "rupali",
    title: "Reading Comprehension Strategies",
    description:
      "Skim, scan and answer: how to read an unseen passage once and find every answer quickly.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 13,
    startIst: "17:30",
    durationMinutes: 60,
    maxParticipants: 25,
    grade: 7,
    subject: "English",
    participants: ["diya", "tenzin"],
  },

  // ── Past, with feedback ───────────────────────────────────────────────
  {
    key: "pastLinear",
    mentor: "sunita",
    title: "Linear Equations in Two Variables",
    description: "Graphs, substitution and elimination, with board questions.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -5,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 40,
    grade: 10,
    subject: "Mathematics",
    participants: ["ananya", "sneha", "fatima"],
    feedback: [
      {
        student: "ananya",
        rating: 5,
        text: "The graph method finally makes sense. Ma'am explained why the lines meet at the answer.",
      },
      {
        student: "sneha",
        rating: 5,
        text: "Loved the shortcut for choosing between substitution and elimination.",
      },
    ],
  },
  {
    key: "pastStatistics",
    mentor: "sunita",
    title: "Statistics: Mean, Median and Mode",
    description: "Grouped data formulas and when to use which.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -12,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 40,
    grade: 10,
    subject: "Mathematics",
    participants: ["ananya", "sneha"],
    feedback: [
      {
        student: "sneha",
        rating: 4,
        text: "Very clear, though it went a bit fast at the end.",
        anonymous: true,
      },
    ],
  },
  {
    key: "pastPolynomials",
    mentor: "sunita",
    title: "Polynomials Refresher",
    description: "Zeroes, the remainder theorem and factorisation.",
    sessionType: "group",
    purpose: "doubt",
    inDays: -20,
    startIst: "16:00",
    durationMinutes: 45,
    maxParticipants: 10,
    grade: 9,
    subject: "Mathematics",
    participants: ["fatima", "lalremruati"],
    feedback: [
      {
        student: "lalremruati",
        rating: 5,
        text: "I was scared of the remainder theorem. Not any more!",
      },
    ],
  },
  {
    key: "pastMotion",
    mentor: "thomas",
    title: "Motion in a Straight Line",
    description: "Graphs of motion and the equations of motion.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -6,
    startIst: "18:00",
    durationMinutes: 90,
    maxParticipants: 30,
    grade: 11,
    subject: "Physics",
    participants: ["gurpreet", "aditya", "rohan"],
    feedback: [
      {
        student: "gurpreet",
        rating: 5,
        text: "Sir drew every graph live and showed how slope and area connect. Best physics class I've had.",
      },
      {
        student: "aditya",
        rating: 4,
        text: "Great problems. I'd like a worksheet to practise afterwards.",
      },
      {
        student: "rohan",
        rating: 5,
        text: "Clear and patient with doubts.",
        anonymous: true,
      },
    ],
  },
  {
    key: "pastUnits",
    mentor: "thomas",
    title: "Units and Measurements",
    description: "Dimensional analysis and significant figures.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -15,
    startIst: "18:00",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 11,
    subject: "Physics",
    participants: ["aditya", "arjun"],
    feedback: [
      {
        student: "arjun",
        rating: 4,
        text: "Dimensional analysis tricks saved me in the unit test.",
      },
    ],
  },
  {
    key: "pastAcids",
    mentor: "farhan",
    title: "Acids, Bases and Salts",
    description: "Indicators, pH and everyday salts.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -4,
    startIst: "19:00",
    durationMinutes: 60,
    maxParticipants: 25,
    grade: 10,
    subject: "Science",
    participants: ["ananya", "sneha"],
    feedback: [
      {
        student: "ananya",
        rating: 5,
        text: "The turmeric and soap example is something I will never forget.",
      },
      {
        student: "sneha",
        rating: 4,
        text: "Good session; the pH scale part could be slower.",
      },
    ],
  },
  {
    key: "pastPeriodic",
    mentor: "farhan",
    title: "Periodic Classification of Elements",
    description: "Trends across periods and down groups.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -18,
    startIst: "19:00",
    durationMinutes: 60,
    maxParticipants: 25,
    grade: 11,
    subject: "Chemistry",
    participants: ["gurpreet", "nandini"],
    feedback: [
      {
        student: "nandini",
        rating: 4,
        text: "The mnemonic for the trends really helps.",
      },
    ],
  },
  {
    key: "pastNutrition",
    mentor: "deepa",
    title: "Life Processes: Nutrition",
    description: "Photosynthesis and human digestion with diagrams.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -7,
    startIst: "16:30",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 10,
    subject: "Science",
    participants: ["ananya", "sneha", "kavya"],
    feedback: [
      {
        student: "kavya",
        rating: 5,
        text: "Her diagrams are so neat. I copied the digestive system one for my notes.",
      },
      {
        student: "ananya",
        rating: 5,
        text: "Explained photosynthesis like a story.",
      },
    ],
  },
  {
    key: "pastTissues",
    mentor: "deepa",
    title: "Tissues: Plant and Animal",
    description: "Types of tissue and where they are found.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -21,
    startIst: "16:30",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 9,
    subject: "Science",
    participants: ["fatima", "lalremruati"],
    feedback: [
      {
        student: "fatima",
        rating: 4,
        text: "Useful flowchart for the types of tissues.",
      },
    ],
  },
  {
    key: "pastLetters",
    mentor: "rupali",
    title: "Formal Letter Writing",
    description: "Formats for letters to the editor and complaints.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -9,
    startIst: "17:30",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 9,
    subject: "English",
    participants: ["fatima", "ananya"],
    feedback: [
      {
        student: "fatima",
        rating: 5,
        text: "Now I know exactly what goes where in a formal letter.",
      },
    ],
  },
  {
    key: "pastPoetry",
    mentor: "rupali",
    title: "Poetry Appreciation",
    description: "Reading a poem closely: imagery, tone and poetic devices.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -16,
    startIst: "17:30",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 7,
    subject: "English",
    participants: ["diya", "tenzin"],
    feedback: [
      {
        student: "tenzin",
        rating: 3,
        text: "Interesting, but I needed more examples of each device.",
        anonymous: true,
      },
      {
        student: "diya",
        rating: 5,
        text: "I never noticed how much a poem can say in a few lines.",
      },
    ],
  },
  {
    key: "pastRevolution",
    mentor: "vikram",
    title: "The French Revolution in 60 Minutes",
    description: "Causes, events and legacy, with a timeline.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -8,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 20,
    grade: 9,
    subject: "Social Studies",
    participants: ["fatima", "lalremruati"],
    feedback: [
      {
        student: "lalremruati",
        rating: 5,
        text: "The timeline on one page is exactly what I needed for revision.",
      },
    ],
  },
  {
    key: "pastResources",
    mentor: "vikram",
    title: "Resources and Development",
    description: "Types of resources, soils and land use.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -14,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 20,
    grade: 10,
    subject: "Social Studies",
    participants: ["ananya", "sneha"],
    feedback: [
      {
        student: "sneha",
        rating: 4,
        text: "The soil map trick works. Will use it in the exam.",
      },
    ],
  },
  {
    key: "pastPython",
    mentor: "ankit",
    title: "Getting Started with Python",
    description: "Installing Python and writing a first program.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -3,
    startIst: "19:30",
    durationMinutes: 90,
    maxParticipants: 30,
    grade: 11,
    subject: "Computer Science",
    participants: ["aditya", "nandini"],
    feedback: [
      {
        student: "aditya",
        rating: 5,
        text: "Wrote my first program in ten minutes. Super fun.",
      },
      {
        student: "nandini",
        rating: 5,
        text: "Very beginner-friendly, and he answered every question.",
      },
    ],
  },
  {
    key: "pastThinking",
    mentor: "ankit",
    title: "Thinking Like a Programmer",
    description: "Breaking problems into steps before writing code.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -10,
    startIst: "19:30",
    durationMinutes: 60,
    maxParticipants: 30,
    grade: 12,
    subject: "Computer Science",
    participants: ["rohan", "arjun"],
    feedback: [
      {
        student: "rohan",
        rating: 4,
        text: "The flowchart exercise was useful for my board practicals.",
      },
    ],
  },
  {
    key: "pastVoice",
    mentor: "lakshmi",
    title: "Breathing and Voice",
    description: "Warm-ups that calm nerves and carry your voice.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -5,
    startIst: "11:00",
    durationMinutes: 60,
    maxParticipants: 20,
    participants: ["diya", "zoya"],
    feedback: [
      {
        student: "zoya",
        rating: 5,
        text: "I spoke in front of the group for the first time. Thank you, ma'am!",
      },
      {
        student: "diya",
        rating: 5,
        text: "The breathing exercise helps before exams too.",
      },
    ],
  },
  {
    key: "pastImpromptu",
    mentor: "lakshmi",
    title: "Impromptu Speaking Games",
    description: "Thinking on your feet with fun speaking games.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -11,
    startIst: "11:00",
    durationMinutes: 60,
    maxParticipants: 20,
    participants: ["nandini", "zoya"],
    feedback: [
      {
        student: "nandini",
        rating: 5,
        text: "So much fun, and I'm less nervous now.",
      },
    ],
  },
  {
    key: "pastSenses",
    mentor: "pooja",
    title: "Writing with the Five Senses",
    description: "Descriptive writing that the reader can see and hear.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -6,
    startIst: "18:30",
    durationMinutes: 60,
    maxParticipants: 8,
    grade: 7,
    subject: "English",
    participants: ["tenzin", "kavya"],
    feedback: [
      {
        student: "kavya",
        rating: 5,
        text: "My description of the monsoon got read out as the example!",
      },
    ],
  },
  {
    key: "pastKavita",
    mentor: "pooja",
    title: "Hindi Kavita: Bhav aur Shilp",
    description: "Reading Hindi poems for feeling and craft.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -13,
    startIst: "18:30",
    durationMinutes: 60,
    maxParticipants: 15,
    grade: 10,
    subject: "Hindi",
    participants: ["ananya", "fatima"],
    feedback: [
      {
        student: "ananya",
        rating: 4,
        text: "Bahut achha laga. The bhav-saundarya answers are easier now.",
      },
    ],
  },
];

/**
 * Sessions of the demo mentor (Meera Iyer, a demo account), added once the
 * demo accounts exist: upcoming ones, two today (one about to start) and
 * past ones with feedback. The demo student (Class 9) is registered where
 * `demoStudent` says and for `DEMO_STUDENT_SESSIONS`.
 *
 * A session of the demo mentor's. Times are relative to seeding: `inDays` and
 * `startIst`, or `startsInMinutes` from the moment of seeding (today's "about
 * to start" session). Past ones are completed, with their feedback.
 */
export type DemoMentorSession = Omit<SeedSession, "mentor" | "participants"> & {
  startsInMinutes?: number;
  /** Community students (keys) with a place. */
  participants?: SeedPersonKey[];
  /** The demo student has a place too. */
  demoStudent?: true;
  meetingUrl?: string;
};

export const DEMO_MENTOR_SESSIONS: DemoMentorSession[] = [
  {
    key: "numberSystems",
    title: "Class 9 Number Systems: Irrational Numbers",
    description:
      "Why √2 is irrational, locating irrational numbers on the number line, and rationalising denominators.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 2,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 20,
    grade: 9,
    subject: "Mathematics",
    demoStudent: true,
  },
  {
    key: "linear1on1",
    title: "One-on-One: Class 9 Linear Equations Doubts",
    description:
      "Thirty minutes for your questions on linear equations in two variables and their graphs.",
    sessionType: "one-on-one",
    purpose: "doubt",
    inDays: 5,
    startIst: "16:30",
    durationMinutes: 30,
    maxParticipants: 1,
    grade: 9,
    subject: "Mathematics",
  },
  // ── Today: one about to start (the demo student is registered) ─────────
  {
    key: "polynomialsLive",
    title: "Class 9 Polynomials: Remainder Theorem Practice",
    description:
      "The remainder and factor theorems through ten worked problems, then your own questions.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: 0,
    startIst: "00:00",
    startsInMinutes: 20,
    durationMinutes: 45,
    maxParticipants: 15,
    grade: 9,
    subject: "Mathematics",
    participants: ["fatima", "lalremruati"],
    demoStudent: true,
    meetingUrl: "https://meet.jit.si/VidyaQuestDemoPolynomials",
  },
  {
    key: "areasToday",
    title: "Heron's Formula Doubt Clinic",
    description:
      "Bring the area problems you are stuck on: triangles, quadrilaterals and Heron's formula.",
    sessionType: "group",
    purpose: "doubt",
    inDays: 0,
    startIst: "00:00",
    startsInMinutes: 150,
    durationMinutes: 60,
    maxParticipants: 20,
    grade: 9,
    subject: "Mathematics",
    participants: ["fatima"],
  },
  // ── Past, completed, with feedback ────────────────────────────────────
  {
    key: "coordinatePast",
    title: "Coordinate Geometry: Plotting Points",
    description:
      "The Cartesian plane, quadrants and plotting points, with a short practice sheet.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -3,
    startIst: "17:00",
    durationMinutes: 60,
    maxParticipants: 20,
    grade: 9,
    subject: "Mathematics",
    participants: ["fatima", "lalremruati", "kavya"],
    feedback: [
      {
        student: "fatima",
        rating: 5,
        text: "The quadrant trick finally made sense. Thank you, ma'am!",
      },
      {
        student: "lalremruati",
        rating: 4,
        text: "Clear explanations; I wanted a few more practice questions.",
      },
    ],
  },
  {
    key: "trianglesPast",
    title: "Congruence of Triangles: SAS, ASA, SSS",
    description:
      "When two triangles are congruent and how to prove it, with board-style questions.",
    sessionType: "group",
    purpose: "mentorship",
    inDays: -8,
    startIst: "16:00",
    durationMinutes: 60,
    maxParticipants: 20,
    grade: 9,
    subject: "Mathematics",
    participants: ["fatima", "kavya", "siddharth"],
    feedback: [
      {
        student: "kavya",
        rating: 5,
        text: "Loved the proofs on the whiteboard.",
        anonymous: true,
      },
      { student: "siddharth", rating: 4, text: "" },
    ],
  },
  {
    key: "doubtPast",
    title: "One-on-One: Statistics Doubts",
    description:
      "Mean, median and mode of grouped data, one question at a time.",
    sessionType: "one-on-one",
    purpose: "doubt",
    inDays: -5,
    startIst: "16:30",
    durationMinutes: 30,
    maxParticipants: 1,
    grade: 9,
    subject: "Mathematics",
    participants: ["lalremruati"],
    feedback: [
      {
        student: "lalremruati",
        rating: 5,
        text: "Patient and quick. Exactly what I needed before the test.",
      },
    ],
  },
];

/**
 * The demo student's pending 1-on-1 request to the demo mentor: a Doubt
 * session in the mentor's hours, this many days ahead (the first day with
 * hours from then on), at the start of that day's slot.
 */
export const DEMO_STUDENT_REQUEST = {
  purpose: "doubt" as const,
  daysAhead: 3,
  durationMinutes: 30,
  message:
    "Could we go over the exercises on Heron's formula? I keep mixing up the semi-perimeter.",
};

/** Seeded sessions the demo student has registered for (besides the demo mentor's first). */
export const DEMO_STUDENT_SESSIONS = ["letters9"];
/** Seeded programs the demo student has enrolled in. */
export const DEMO_STUDENT_PROGRAMS = ["olympiad"];

/** The demo mentor's weekly hours (every day but Sunday). */
export const DEMO_MENTOR_AVAILABILITY = [
  "Mon 16:00-19:00",
  "Tue 16:00-19:00",
  "Wed 16:00-19:00",
  "Thu 16:00-19:00",
  "Fri 16:00-19:00",
  "Sat 10:00-13:00",
];
