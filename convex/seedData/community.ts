/**
 * Demo content of the community hub (forum, clubs, events), loaded by the
 * local backend on first start. Pure data: people are referred to by short
 * keys, and times are relative to the moment of seeding.
 *
 * Students are minors: the community shows them as first name and initial
 * only, so the full names below never appear in full on a public page.
 */

import type { ClubCategory } from "../community/rules";
import type { MentorDetails } from "../mentorship/model/mentors";

export type SeedPersonKey = string;

export type SeedPerson = {
  key: SeedPersonKey;
  fullName: string;
  role: "student" | "mentor";
  /** 6..12, students only. */
  grade?: number;
  /** Mentors only, e.g. "Mathematics". */
  subject?: string;
  /** Mentors only: the profile staff verified (every seeded mentor is verified). */
  mentor?: MentorDetails;
};

export const COMMUNITY_PEOPLE: SeedPerson[] = [
  // ── Students ──────────────────────────────────────────────────────────
  { key: "ishaan", fullName: "Ishaan Patel", role: "student", grade: 6 },
  { key: "harshit", fullName: "Harshit Yadav", role: "student", grade: 6 },
  { key: "diya", fullName: "Diya Agarwal", role: "student", grade: 7 },
  { key: "tenzin", fullName: "Tenzin Dolma", role: "student", grade: 7 },
  { key: "kavya", fullName: "Kavya Menon", role: "student", grade: 8 },
  {
    key: "siddharth",
    fullName: "Siddharth Mohanty",
    role: "student",
    grade: 8,
  },
  { key: "fatima", fullName: "Fatima Sheikh", role: "student", grade: 9 },
  {
    key: "lalremruati",
    fullName: "Lalremruati Ralte",
    role: "student",
    grade: 9,
  },
  { key: "ananya", fullName: "Ananya Iyer", role: "student", grade: 10 },
  { key: "sneha", fullName: "Sneha Banerjee", role: "student", grade: 10 },
  { key: "gurpreet", fullName: "Gurpreet Kaur", role: "student", grade: 11 },
  { key: "aditya", fullName: "Aditya Chauhan", role: "student", grade: 11 },
  { key: "nandini", fullName: "Nandini Gowda", role: "student", grade: 11 },
  { key: "rohan", fullName: "Rohan Deshmukh", role: "student", grade: 12 },
  { key: "arjun", fullName: "Arjun Reddy", role: "student", grade: 12 },
  { key: "zoya", fullName: "Zoya Qureshi", role: "student", grade: 12 },
  // ── Mentors ───────────────────────────────────────────────────────────
  {
    key: "sunita",
    fullName: "Sunita Rao",
    role: "mentor",
    subject: "Mathematics",
    mentor: {
      qualification: "M.Sc. Mathematics, B.Ed.",
      bio: "Taught CBSE Mathematics for 14 years at a Kendriya Vidyalaya in Bengaluru; loves turning word problems into pictures.",
      experienceYears: 14,
      expertise: ["Algebra", "Geometry", "Board exam preparation"],
      isVolunteer: true,
    },
  },
  {
    key: "thomas",
    fullName: "Thomas Varghese",
    role: "mentor",
    subject: "Physics",
    mentor: {
      qualification: "M.Sc. Physics, IIT Madras",
      bio: "Physics lecturer in Kochi who prepares Class 11\u201312 students for boards and entrance exams.",
      experienceYears: 9,
      expertise: ["Mechanics", "Electricity", "Numericals"],
      isVolunteer: false,
    },
  },
  {
    key: "farhan",
    fullName: "Farhan Ansari",
    role: "mentor",
    subject: "Chemistry",
    mentor: {
      qualification: "M.Sc. Chemistry, Aligarh Muslim University",
      bio: "Chemistry teacher in Lucknow; makes the periodic table and reactions stick with everyday examples.",
      experienceYears: 7,
      expertise: ["Organic chemistry", "Chemical reactions", "Practical work"],
      isVolunteer: true,
    },
  },
  {
    key: "deepa",
    fullName: "Deepa Krishnan",
    role: "mentor",
    subject: "Biology",
    mentor: {
      qualification: "M.Sc. Botany, B.Ed.",
      bio: "Biology teacher in Chennai with a school garden her students run; NCERT diagrams are her speciality.",
      experienceYears: 11,
      expertise: ["Cell biology", "Human physiology", "Diagrams"],
      isVolunteer: true,
    },
  },
  {
    key: "rupali",
    fullName: "Rupali Bora",
    role: "mentor",
    subject: "English",
    mentor: {
      qualification: "M.A. English Literature, Gauhati University",
      bio: "Teaches English in Guwahati and runs a reading club; helps students write clear answers.",
      experienceYears: 6,
      expertise: ["Grammar", "Writing skills", "Literature"],
      isVolunteer: true,
    },
  },
  {
    key: "vikram",
    fullName: "Vikram Rathore",
    role: "mentor",
    subject: "Social Science",
    mentor: {
      qualification: "M.A. History, University of Rajasthan",
      bio: "Social Science teacher in Jaipur who brings history and civics alive with maps and stories.",
      experienceYears: 12,
      expertise: ["History", "Civics", "Geography"],
      isVolunteer: false,
    },
  },
  // Mentors of mentorship programs only (seedData/mentorship.ts).
  {
    key: "ankit",
    fullName: "Ankit Joshi",
    role: "mentor",
    subject: "Computer Science",
    mentor: {
      qualification: "M.Tech. Computer Science, NIT Trichy",
      bio: "Software engineer in Hyderabad who has taught Python to school students on weekends for six years; starts every idea with a small program you can run.",
      experienceYears: 6,
      expertise: ["Python", "Problem solving", "CBSE Computer Science"],
      isVolunteer: false,
    },
  },
  {
    key: "lakshmi",
    fullName: "Lakshmi Subramanian",
    role: "mentor",
    subject: "English",
    mentor: {
      qualification: "M.A. Mass Communication, University of Madras",
      bio: "Former radio presenter and debate coach in Chennai; helps shy students find their voice one short talk at a time.",
      experienceYears: 15,
      expertise: ["Public speaking", "Debate", "Spoken English"],
      isVolunteer: true,
    },
  },
  {
    key: "pooja",
    fullName: "Pooja Mehta",
    role: "mentor",
    subject: "Hindi",
    mentor: {
      qualification: "M.A. Hindi Literature, Banaras Hindu University; B.Ed.",
      bio: "Hindi teacher and published short-story writer from Ahmedabad; runs writing circles in Hindi and English.",
      experienceYears: 9,
      expertise: ["Creative writing", "Hindi literature", "Poetry"],
      isVolunteer: true,
    },
  },
];

// ── Forum ────────────────────────────────────────────────────────────────

export type SeedCategory = { name: string; description: string };

export const FORUM_CATEGORIES: SeedCategory[] = [
  {
    name: "Mathematics",
    description:
      "Doubts, tricks and problem-solving for NCERT Mathematics from Class 6 to Class 12.",
  },
  {
    name: "Science",
    description:
      "Physics, Chemistry and Biology questions, from curious 'why' questions to board-level numericals.",
  },
  {
    name: "English & Languages",
    description:
      "Grammar, writing formats, literature chapters and help with Hindi and other languages.",
  },
  {
    name: "Social Studies",
    description:
      "History, Geography, Political Science and Economics, explained with context and examples.",
  },
  {
    name: "Exam Preparation",
    description:
      "Strategies for unit tests, board exams and olympiads, including sample papers and time management.",
  },
  {
    name: "Study Tips & Wellbeing",
    description:
      "Study habits, focus, exam stress and staying healthy while you learn.",
  },
];

export type SeedReply = {
  author: SeedPersonKey;
  content: string;
  hoursAfterThread: number;
  /** At most one per thread. */
  accepted?: boolean;
  /** Person keys, never the author. */
  upvotedBy: SeedPersonKey[];
};

export type SeedThread = {
  /** A FORUM_CATEGORIES name. */
  category: string;
  author: SeedPersonKey;
  /** 10–120 characters. */
  title: string;
  /** 60–900 characters; simple Markdown, no HTML. */
  content: string;
  /** 0.1–40. */
  daysAgo: number;
  /** Person keys, never the author. */
  upvotedBy: SeedPersonKey[];
  /** 0–5 each. */
  replies: SeedReply[];
};

export const SEED_THREADS: SeedThread[] = [
  // ── Mathematics ───────────────────────────────────────────────────────
  {
    category: "Mathematics",
    author: "ananya",
    title: "Trick for remembering trigonometric ratios",
    content:
      "I keep mixing up sin, cos and tan in **Introduction to Trigonometry** (Class 10). Is there an easy trick to remember the ratios, and also the values for 0°, 30°, 45°, 60° and 90°? Our teacher says we must know the table by heart for the boards.",
    daysAgo: 12,
    upvotedBy: ["sneha", "fatima", "lalremruati", "gurpreet", "aditya"],
    replies: [
      {
        author: "gurpreet",
        content:
          "I use **SOH-CAH-TOA**:\n- **S**in = **O**pposite / **H**ypotenuse\n- **C**os = **A**djacent / **H**ypotenuse\n- **T**an = **O**pposite / **A**djacent\n\nThen cosec, sec and cot are just the reciprocals of sin, cos and tan.",
        hoursAfterThread: 1.5,
        upvotedBy: ["ananya", "sneha", "fatima"],
      },
      {
        author: "sunita",
        content:
          "Nice, Gurpreet! For the table, Ananya, try this pattern. Write 0, 1, 2, 3, 4 under 0°, 30°, 45°, 60°, 90°. Divide each by 4 and take the square root — that gives you sin:\n- sin 0° = √(0/4) = 0\n- sin 30° = √(1/4) = 1/2\n- sin 45° = √(2/4) = 1/√2\n- sin 60° = √(3/4) = √3/2\n- sin 90° = √(4/4) = 1\n\nFor cos, write the sin row in reverse order. Then tan = sin/cos, so tan 45° = 1 and tan 90° is not defined. Write the whole table from memory once a day for a week and it will stay with you.",
        hoursAfterThread: 4,
        accepted: true,
        upvotedBy: [
          "ananya",
          "sneha",
          "gurpreet",
          "aditya",
          "lalremruati",
          "arjun",
        ],
      },
      {
        author: "aditya",
        content:
          'Another one we used in school: **"Pandit Badri Prasad, Har Har Bole"**. Top words P, B, P and bottom words H, H, B give sin = P/H, cos = B/H, tan = P/B (Perpendicular, Base, Hypotenuse). Same idea, just a desi version!',
        hoursAfterThread: 9,
        upvotedBy: ["ananya", "gurpreet"],
      },
    ],
  },
  {
    category: "Mathematics",
    author: "ishaan",
    title: "How do I compare fractions with different denominators? (Class 6)",
    content:
      "Our teacher asked which is bigger, **3/4 or 5/6**. I know how to compare fractions when the denominators are the same, but here they are different. Is there a simple method?",
    daysAgo: 5,
    upvotedBy: ["harshit", "diya"],
    replies: [
      {
        author: "kavya",
        content:
          "Make the denominators the same! The LCM of 4 and 6 is 12.\n- 3/4 = 9/12\n- 5/6 = 10/12\n\nSince 10/12 > 9/12, **5/6 is bigger**.",
        hoursAfterThread: 2,
        upvotedBy: ["ishaan", "harshit"],
      },
      {
        author: "sunita",
        content:
          "Kavya's method is the one to learn first. A quick way to check is **cross-multiplication**: for 3/4 and 5/6, multiply 3 × 6 = 18 and 5 × 4 = 20. The fraction whose numerator is in the bigger product is bigger, so 5/6 > 3/4.\n\nYou can also think about how far each fraction is from 1: 3/4 is 1/4 short of a whole, while 5/6 is only 1/6 short. Since 1/6 is smaller than 1/4, 5/6 is closer to 1, so it is bigger.",
        hoursAfterThread: 5,
        accepted: true,
        upvotedBy: ["ishaan", "kavya", "harshit", "diya"],
      },
      {
        author: "harshit",
        content:
          "Thank you ma'am! The 'how far from 1' idea is really cool, I'll use it to check my answers.",
        hoursAfterThread: 20,
        upvotedBy: ["ishaan"],
      },
    ],
  },
  {
    category: "Mathematics",
    author: "kavya",
    title: "Class 8 Linear Equations: how to solve when x is on both sides?",
    content:
      "In **Linear Equations in One Variable** I get confused when x is on both sides, like `2x - 3 = x + 2`. And what about fractions, like `x/2 + x/3 = 10`? Please explain step by step.",
    daysAgo: 9,
    upvotedBy: ["siddharth", "diya"],
    replies: [
      {
        author: "siddharth",
        content:
          "For the first one, bring all the x terms to one side and the numbers to the other. Remember that transposing a term changes its sign:\n`2x - x = 2 + 3`, so `x = 5`.\n\nCheck: LHS = 2(5) - 3 = 7 and RHS = 5 + 2 = 7. Both sides match.",
        hoursAfterThread: 1,
        upvotedBy: ["kavya"],
      },
      {
        author: "sunita",
        content:
          "Well done, Siddharth. For fractions, first multiply both sides by the LCM of the denominators so the fractions disappear. The LCM of 2 and 3 is 6:\n`6 × (x/2) + 6 × (x/3) = 6 × 10`\n`3x + 2x = 60`\n`5x = 60`, so `x = 12`.\n\nCheck: 12/2 + 12/3 = 6 + 4 = 10. Substituting your answer back into the original equation is the best habit you can build in this chapter.",
        hoursAfterThread: 3,
        accepted: true,
        upvotedBy: ["kavya", "siddharth", "diya"],
      },
    ],
  },
  {
    category: "Mathematics",
    author: "zoya",
    title:
      "How to differentiate x^x? (Class 12, Continuity and Differentiability)",
    content:
      "I tried the power rule and got `x · x^(x-1)`, but the answer in the book is different. The rule for a^x doesn't seem to work either. What am I missing?",
    daysAgo: 3,
    upvotedBy: ["rohan", "arjun", "nandini"],
    replies: [
      {
        author: "rohan",
        content:
          "The power rule only works when the exponent is a constant, and the a^x rule only when the base is a constant. In x^x both change with x, so you need **logarithmic differentiation**.",
        hoursAfterThread: 0.5,
        upvotedBy: ["zoya", "arjun"],
      },
      {
        author: "sunita",
        content:
          "Exactly, Rohan. Here is the full working, Zoya:\n1. Let `y = x^x`, where x > 0.\n2. Take log on both sides: `log y = x log x`.\n3. Differentiate with respect to x: `(1/y) dy/dx = x · (1/x) + log x · 1 = 1 + log x`.\n4. So `dy/dx = y(1 + log x) = x^x (1 + log x)`.\n\nUse the same method whenever a function is raised to a function, for example `(sin x)^x` or `x^(sin x)`.",
        hoursAfterThread: 2,
        accepted: true,
        upvotedBy: ["zoya", "rohan", "arjun", "nandini"],
      },
      {
        author: "arjun",
        content:
          "The logarithmic differentiation exercise in the NCERT chapter has plenty of these. Do all of them, this type comes in the boards quite often.",
        hoursAfterThread: 6,
        upvotedBy: ["zoya"],
      },
    ],
  },
  {
    category: "Mathematics",
    author: "ananya",
    title:
      "Why do we assume p and q are coprime in the proof that √2 is irrational?",
    content:
      "In **Real Numbers** (Class 10), the proof that √2 is irrational starts with 'let √2 = p/q, where p and q are coprime'. Why are we allowed to assume they are coprime? Isn't that assuming too much? And where exactly is the contradiction?",
    daysAgo: 0.3,
    upvotedBy: ["sneha"],
    replies: [],
  },
  {
    category: "Mathematics",
    author: "nandini",
    title: "Permutations or combinations — how do I decide which one to use?",
    content:
      "In **Permutations and Combinations** (Class 11) I can use the formulas, but in word problems I never know whether to use nPr or nCr. How do you decide?",
    daysAgo: 18,
    upvotedBy: ["gurpreet", "aditya", "zoya"],
    replies: [
      {
        author: "aditya",
        content:
          "I ask myself one question: **does the order matter?** Arranging, ranking, forming numbers or words → permutation. Selecting or choosing a team or committee → combination.",
        hoursAfterThread: 3,
        upvotedBy: ["nandini", "gurpreet"],
      },
      {
        author: "sunita",
        content:
          "That's the key question. An example with 5 students A, B, C, D and E:\n- Choosing a **team of 3**: ABC is the same team as CBA, so order doesn't matter. 5C3 = 5!/(3! 2!) = **10**.\n- Choosing a **captain, vice-captain and secretary**: ABC and CBA give different people different posts, so order matters. 5P3 = 5!/2! = **60**.\n\nNotice that 60 = 10 × 3!, because each team of 3 can be arranged in 3! = 6 ways. The relation nPr = nCr × r! is a handy way to check your answers.",
        hoursAfterThread: 7,
        accepted: true,
        upvotedBy: ["nandini", "aditya", "gurpreet", "zoya", "rohan"],
      },
    ],
  },

  // ── Science ───────────────────────────────────────────────────────────
  {
    category: "Science",
    author: "sneha",
    title:
      "Why is the sky blue? (Class 10 Science, Light – Reflection and Refraction)",
    content:
      "I was revising **Light – Reflection and Refraction** and couldn't find why the sky is blue. If sunlight is white, why does the sky look blue during the day but orange-red at sunrise and sunset?",
    daysAgo: 21,
    upvotedBy: ["ananya", "lalremruati", "fatima", "tenzin", "ishaan", "kavya"],
    replies: [
      {
        author: "ananya",
        content:
          "It's not in that chapter — it's in the next one, **The Human Eye and the Colourful World**, in the part on scattering of light.",
        hoursAfterThread: 1,
        upvotedBy: ["sneha"],
      },
      {
        author: "thomas",
        content:
          "Good question! The answer is **scattering of light**.\n- The molecules of air and other fine particles in the atmosphere are smaller than the wavelength of visible light. Such tiny particles scatter **shorter wavelengths (blue)** much more strongly than longer wavelengths (red).\n- As sunlight passes through the atmosphere, blue light is scattered in all directions and reaches our eyes from every part of the sky, so the sky looks blue.\n- At **sunrise and sunset** the Sun is near the horizon, and its light travels a much longer path through the atmosphere. Most of the blue is scattered away before it reaches us, so the light that remains looks reddish.\n\nAbove the atmosphere there is almost nothing to scatter light, which is why the sky looks dark to astronauts. The same idea explains why danger signals are red: red light is scattered the least by fog or smoke, so it can be seen from far away.",
        hoursAfterThread: 3,
        accepted: true,
        upvotedBy: [
          "sneha",
          "ananya",
          "lalremruati",
          "fatima",
          "tenzin",
          "arjun",
          "deepa",
        ],
      },
      {
        author: "lalremruati",
        content:
          "Then why isn't the sky violet? Violet has an even shorter wavelength than blue.",
        hoursAfterThread: 5,
        upvotedBy: ["sneha", "tenzin"],
      },
      {
        author: "thomas",
        content:
          "Great follow-up! Violet is indeed scattered even more. But sunlight contains less violet than blue, some violet is absorbed high up in the atmosphere, and our eyes are much more sensitive to blue than to violet. Put together, the sky looks blue to us.",
        hoursAfterThread: 6,
        upvotedBy: ["lalremruati", "sneha", "ananya"],
      },
    ],
  },
  {
    category: "Science",
    author: "arjun",
    title:
      "Why is the electric field inside a conductor zero? (Class 12 Electrostatics)",
    content:
      "The book says that in electrostatics the field inside a conductor is zero and any excess charge sits on the surface. I can memorise it, but I don't understand **why**. Also, does that mean the potential inside is zero too?",
    daysAgo: 7,
    upvotedBy: ["rohan", "zoya", "aditya", "gurpreet"],
    replies: [
      {
        author: "rohan",
        content:
          "For the second part: the field is zero inside, but the **potential is not necessarily zero**. It is constant throughout the conductor and equal to its value at the surface. E is related to how V changes with position, so E = 0 means V doesn't change, not that V = 0.",
        hoursAfterThread: 2,
        upvotedBy: ["arjun", "zoya"],
      },
      {
        author: "thomas",
        content:
          "Rohan is right. For the first part, remember that a conductor is full of **free electrons**.\n1. If there were any electric field inside, the free electrons would feel a force and move.\n2. They keep moving and redistributing until the field of the rearranged charges exactly cancels the field inside. Only then do they stop. This is **electrostatic equilibrium**, the only situation electrostatics talks about.\n3. So in equilibrium, E = 0 everywhere inside the material.\n\nNow take a Gaussian surface just inside the surface of the conductor. E = 0 on it, so by Gauss's law the net charge enclosed is zero, and any excess charge must sit **on the surface**.\n\nTwo results follow: the field just outside is normal to the surface with magnitude σ/ε₀, and a charge-free cavity inside a conductor has no field — **electrostatic shielding**. That's why it is relatively safe to sit inside a car during a thunderstorm.",
        hoursAfterThread: 5,
        accepted: true,
        upvotedBy: ["arjun", "rohan", "zoya", "aditya", "gurpreet", "nandini"],
      },
      {
        author: "zoya",
        content: "The cavity question came in our pre-boards! Thank you, sir.",
        hoursAfterThread: 14,
        upvotedBy: ["arjun"],
      },
    ],
  },
  {
    category: "Science",
    author: "gurpreet",
    title:
      "Mole concept: how many molecules are in 9 g of water? (Class 11 Chemistry)",
    content:
      "I'm stuck in **Some Basic Concepts of Chemistry**. The question asks for the number of molecules and the number of atoms in 9 g of water. I know the Avogadro constant is 6.022 × 10²³, but I don't know how to get from grams to molecules.",
    daysAgo: 15,
    upvotedBy: ["nandini", "aditya"],
    replies: [
      {
        author: "farhan",
        content:
          "Always go **grams → moles → particles**.\n1. Molar mass of H₂O = 2(1) + 16 = **18 g/mol**.\n2. Moles = given mass ÷ molar mass = 9 ÷ 18 = **0.5 mol**.\n3. Molecules = moles × N_A = 0.5 × 6.022 × 10²³ = **3.011 × 10²³ molecules**.\n4. Each H₂O molecule has 3 atoms (2 H + 1 O), so atoms = 3 × 3.011 × 10²³ = **9.033 × 10²³ atoms**.\n\nWrite the units at every step. If the units cancel properly, your method is right.",
        hoursAfterThread: 2.5,
        accepted: true,
        upvotedBy: ["gurpreet", "nandini", "aditya", "rohan"],
      },
      {
        author: "nandini",
        content:
          "What helped me: a mole is just a counting unit, like a dozen. 1 dozen = 12 things, 1 mole = 6.022 × 10²³ things. So 0.5 mol of water is simply half a mole of molecules.",
        hoursAfterThread: 4,
        upvotedBy: ["gurpreet", "farhan"],
      },
      {
        author: "gurpreet",
        content:
          "Got it now, thank you sir and Nandini! Writing the units really helps.",
        hoursAfterThread: 6,
        upvotedBy: [],
      },
    ],
  },
  {
    category: "Science",
    author: "diya",
    title:
      "If the pitcher plant is green, why does it eat insects? (Class 7 Nutrition in Plants)",
    content:
      "In **Nutrition in Plants** we learnt that green plants make their own food by photosynthesis. But the pitcher plant is green and it still traps insects. Why does it need to do that?",
    daysAgo: 26,
    upvotedBy: ["tenzin", "ishaan", "kavya"],
    replies: [
      {
        author: "deepa",
        content:
          "Lovely observation, Diya! The pitcher plant **does** make its own food by photosynthesis, using sunlight, carbon dioxide and water in its green parts.\n\nBut plants also need nutrients such as **nitrogen** to make proteins, and pitcher plants usually grow in soil that is poor in nitrogen. Insects that fall into the pitcher are digested by juices inside it, and the plant absorbs the nutrients. Plants like this are called **insectivorous plants**.",
        hoursAfterThread: 4,
        accepted: true,
        upvotedBy: ["diya", "tenzin", "ishaan", "kavya", "harshit"],
      },
      {
        author: "tenzin",
        content:
          "And the pitcher is actually a **modified leaf**! The tip of the leaf forms a lid that can open and close the mouth of the pitcher.",
        hoursAfterThread: 8,
        upvotedBy: ["diya", "deepa"],
      },
    ],
  },
  {
    category: "Science",
    author: "lalremruati",
    title:
      "Why does a feather fall slower than a coin if g is the same for all objects?",
    content:
      "In **Gravitation** (Class 9) the book says all objects fall towards the Earth with the same acceleration, g = 9.8 m/s², whatever their mass. But when I drop a coin and a feather together, the coin lands first. Isn't this a contradiction?",
    daysAgo: 11,
    upvotedBy: ["fatima", "sneha", "ishaan"],
    replies: [
      {
        author: "thomas",
        content:
          "No contradiction — that statement is about **free fall**, when gravity is the only force acting.\n\nIn air, a falling object also feels **air resistance**, which opposes its motion. A feather is very light and spread out, so air resistance is large compared with its weight and slows it down a lot. For a coin, air resistance is tiny compared with its weight.\n\nRemove the air and both fall together. This can be shown with a coin and a feather in a tube with the air pumped out, and it was famously shown on the Moon in 1971, when astronaut David Scott dropped a hammer and a feather and they landed at the same time.",
        hoursAfterThread: 3,
        accepted: true,
        upvotedBy: ["lalremruati", "fatima", "sneha", "ishaan", "arjun"],
      },
      {
        author: "fatima",
        content:
          "Try this at home: put a small flat piece of paper on top of a book and drop the book. The paper falls together with the book because the book pushes the air out of the way!",
        hoursAfterThread: 10,
        upvotedBy: ["lalremruati", "thomas", "tenzin"],
      },
    ],
  },
  {
    category: "Science",
    author: "siddharth",
    title: "Why doesn't distilled water conduct electricity? (Class 8 Science)",
    content:
      "In the chapter on the **chemical effects of electric current**, the bulb didn't glow with distilled water but glowed with tap water. Isn't water supposed to be a good conductor? Why the difference?",
    daysAgo: 33,
    upvotedBy: ["kavya", "harshit"],
    replies: [
      {
        author: "kavya",
        content:
          "We did the same activity! When we added a pinch of common salt to the distilled water, the bulb started glowing.",
        hoursAfterThread: 2,
        upvotedBy: ["siddharth"],
      },
      {
        author: "farhan",
        content:
          "Kavya's activity is the key. Pure (distilled) water is a **poor conductor** because it has very few ions to carry charge.\n\nTap water, rainwater collected on the ground and sea water contain **dissolved salts**. These salts split into ions in water, and the ions carry current. Adding common salt (sodium chloride) gives sodium and chloride ions, so the solution conducts.\n\nThat is also why you should never touch electrical switches or appliances with wet hands: the water on your skin is not pure, so it can conduct electricity.",
        hoursAfterThread: 5,
        accepted: true,
        upvotedBy: ["siddharth", "kavya", "harshit", "diya"],
      },
    ],
  },

  // ── English & Languages ───────────────────────────────────────────────
  {
    category: "English & Languages",
    author: "fatima",
    title: "How to write a formal letter for Class 9 English",
    content:
      "We have a **letter to the editor** in our unit test next week. I'm confused about the format: where do the addresses and the date go, and should I end with 'Yours faithfully' or 'Yours sincerely'?",
    daysAgo: 6,
    upvotedBy: ["lalremruati", "ananya", "kavya"],
    replies: [
      {
        author: "rupali",
        content:
          "Here is a clear format for a formal letter:\n1. **Sender's address** (top left)\n2. **Date**\n3. **Receiver's address**, e.g. The Editor, then the newspaper's name and city\n4. **Subject:** one line saying what the letter is about\n5. **Salutation:** Sir/Madam\n6. **Body:** introduce the issue, give details and suggestions, and end politely\n7. **Complimentary close:** 'Yours faithfully' when you don't know the person's name, 'Yours sincerely' when you address them by name\n8. **Your name**\n\nKeep the body to about three short paragraphs, use formal language (no short forms like 'don't') and never forget the subject line. If your teacher has given a format, follow that one.",
        hoursAfterThread: 2,
        accepted: true,
        upvotedBy: ["fatima", "lalremruati", "ananya", "kavya", "sneha"],
      },
      {
        author: "ananya",
        content:
          "One more tip: if the question gives a word limit, stick to it. Examiners look for a to-the-point letter, not a long essay.",
        hoursAfterThread: 6,
        upvotedBy: ["fatima"],
      },
      {
        author: "fatima",
        content:
          "Thank you so much, ma'am! I've copied the format into my notebook.",
        hoursAfterThread: 9,
        upvotedBy: [],
      },
    ],
  },
  {
    category: "English & Languages",
    author: "kavya",
    title: "Active and passive voice: how do I change the tense correctly?",
    content:
      "I can change 'Ravi plays cricket' into 'Cricket is played by Ravi'. But with other tenses I make mistakes, for example 'She is writing a letter' and 'They have finished the work'. Is there a rule?",
    daysAgo: 14,
    upvotedBy: ["siddharth", "fatima"],
    replies: [
      {
        author: "rupali",
        content:
          "Yes! In the passive voice the **tense stays the same**; only the form of 'be' changes to match it, followed by the **past participle (V3)** of the main verb.\n- Simple present: She writes a letter → A letter **is written** by her.\n- Present continuous: She is writing a letter → A letter **is being written** by her.\n- Present perfect: They have finished the work → The work **has been finished** by them.\n- Simple past: She wrote a letter → A letter **was written** by her.\n- Simple future: She will write a letter → A letter **will be written** by her.\n\nAlso, the object of the active sentence becomes the subject of the passive one, and pronouns change form (she → her, they → them).",
        hoursAfterThread: 3,
        accepted: true,
        upvotedBy: ["kavya", "siddharth", "fatima", "tenzin"],
      },
      {
        author: "siddharth",
        content:
          "Making a table of these in my notebook helped me a lot. I revise it before every test.",
        hoursAfterThread: 7,
        upvotedBy: ["kavya"],
      },
    ],
  },
  {
    category: "English & Languages",
    author: "tenzin",
    title: "Hindi: when do we write 'कि' (ki) and when 'की' (kee)?",
    content:
      "Hindi is my second language and I keep losing marks for mixing up **कि (ki)** and **की (kee)**. They sound almost the same to me. How do I know which one to write?",
    daysAgo: 2,
    upvotedBy: ["diya", "lalremruati"],
    replies: [
      {
        author: "diya",
        content:
          "**की (kee, long ee)** shows possession with feminine nouns, like 'of' or 's: राम **की** किताब (Ram's book). It also comes in verbs: उसने मदद **की** (he/she helped).\n\n**कि (ki, short i)** is a conjunction meaning 'that' and joins two parts of a sentence: मैंने कहा **कि** मैं आऊँगा (I said that I would come).\n\nSimple test: if you can replace it with 'that' in English, write **कि**.",
        hoursAfterThread: 3,
        accepted: true,
        upvotedBy: ["tenzin", "lalremruati", "zoya"],
      },
      {
        author: "zoya",
        content:
          "Another check: possessive की changes to का or के with masculine nouns (राम का घर, राम के दोस्त), but कि never changes. Achha trick hai, try it!",
        hoursAfterThread: 5,
        upvotedBy: ["tenzin", "diya"],
      },
    ],
  },

  // ── Social Studies ────────────────────────────────────────────────────
  {
    category: "Social Studies",
    author: "harshit",
    title: "Difference between weather and climate",
    content:
      "Is there really a difference between weather and climate? My brother said 'Mumbai's climate is rainy today' and I feel that's wrong, but I can't explain why.",
    daysAgo: 4,
    upvotedBy: ["ishaan", "tenzin", "diya"],
    replies: [
      {
        author: "vikram",
        content:
          "You're right to feel that!\n- **Weather** is the state of the atmosphere (temperature, rainfall, humidity, wind and so on) over an area at a particular time. It can change within hours. 'It is raining in Mumbai today' is about weather.\n- **Climate** is the overall pattern of weather conditions over a large area for a long period of time, usually more than thirty years. 'Mumbai has a hot and humid climate with heavy monsoon rain' is about climate.\n\nSo your brother should say 'Mumbai's **weather** is rainy today'. You'll study this in detail in the Class 9 Geography chapter **Climate**.",
        hoursAfterThread: 2,
        accepted: true,
        upvotedBy: ["harshit", "ishaan", "tenzin", "diya", "gurpreet"],
      },
      {
        author: "gurpreet",
        content:
          "An easy way to remember it: weather is your mood today, climate is your personality.",
        hoursAfterThread: 4,
        upvotedBy: ["harshit", "ishaan", "vikram"],
      },
    ],
  },
  {
    category: "Social Studies",
    author: "sneha",
    title:
      "Why did Gandhiji call off the Non-Cooperation Movement? (Class 10 History)",
    content:
      "In **Nationalism in India**, the Non-Cooperation Movement seemed to be going strong, so why was it withdrawn in 1922? What should I write for a 3-mark answer?",
    daysAgo: 17,
    upvotedBy: ["ananya", "fatima"],
    replies: [
      {
        author: "vikram",
        content:
          "The immediate reason was the **Chauri Chaura incident** in February 1922. At Chauri Chaura in Gorakhpur, a peaceful demonstration in a bazaar turned into a violent clash with the police, and a police station was set on fire. Gandhiji felt the movement was turning violent in many places and that satyagrahis needed proper training before they were ready for mass struggles, so he withdrew it.\n\nFor 3 marks you can also add that some Congress leaders were tired of mass struggles and wanted to take part in elections to the provincial councils. C.R. Das and Motilal Nehru formed the **Swaraj Party** for this purpose.",
        hoursAfterThread: 5,
        accepted: true,
        upvotedBy: ["sneha", "ananya", "fatima", "lalremruati"],
      },
      {
        author: "ananya",
        content:
          "Also useful from the same chapter: in the towns the movement slowed down because khadi was often more expensive than mill cloth, and Indian alternatives to British schools and courts were slow to come up.",
        hoursAfterThread: 8,
        upvotedBy: ["sneha", "vikram"],
      },
    ],
  },
  {
    category: "Social Studies",
    author: "siddharth",
    title:
      "What's the difference between Lok Sabha and Rajya Sabha? (Class 8 Civics)",
    content:
      "In **Why do we need a Parliament?** both Houses are mentioned. How are their members chosen, and which one is more powerful?",
    daysAgo: 24,
    upvotedBy: ["kavya", "aditya"],
    replies: [
      {
        author: "vikram",
        content:
          "- **Lok Sabha (House of the People):** members are **directly elected** by the voters. At present there are 543 elected seats. Its term is **5 years** unless it is dissolved earlier.\n- **Rajya Sabha (Council of States):** most members are **elected by the elected members of the state Legislative Assemblies** (and of some Union Territories), and 12 are nominated by the President for their work in fields like literature, science, art and social service. It is a **permanent House**: it is never dissolved, members serve 6-year terms, and about one-third of them retire every two years.\n\nOn power: the government must have the support of a majority in the **Lok Sabha**, and money bills can be introduced only there, so in practice it is the more powerful House. Most other bills must be passed by both Houses.",
        hoursAfterThread: 6,
        accepted: true,
        upvotedBy: ["siddharth", "kavya", "aditya", "rohan"],
      },
      {
        author: "aditya",
        content:
          "Simple memory trick: 'Rajya' means state, so the Rajya Sabha is the Council of States. 'Lok' means people, so the Lok Sabha is the House of the People.",
        hoursAfterThread: 9,
        upvotedBy: ["siddharth", "kavya"],
      },
    ],
  },

  // ── Exam Preparation ──────────────────────────────────────────────────
  {
    category: "Exam Preparation",
    author: "rohan",
    title: "How many hours should I study before board exams?",
    content:
      "Boards are about two months away. Some friends say they study 12–14 hours a day. I manage around 6 focused hours and feel guilty about it. How many hours is actually enough?",
    daysAgo: 8,
    upvotedBy: [
      "arjun",
      "zoya",
      "nandini",
      "ananya",
      "sneha",
      "aditya",
      "gurpreet",
    ],
    replies: [
      {
        author: "arjun",
        content:
          "Honestly, most of those 12–14 hours are not focused time. I do three blocks of about two hours with proper breaks and it works much better than sitting at the desk all day.",
        hoursAfterThread: 1,
        upvotedBy: ["rohan", "zoya"],
      },
      {
        author: "sunita",
        content:
          "Rohan, 6 **focused** hours is a very good amount, so please drop the guilt. What matters more than the number:\n- **Active study:** solve questions and past papers instead of only re-reading.\n- **Timed practice:** write at least one full paper a week in 3 hours, then analyse your mistakes.\n- **Revision cycles:** revise each chapter a few times using short notes and formula sheets.\n- **Sleep 7–8 hours.** Sleep helps your brain store what you learnt; cutting it usually lowers scores.\n- **Breaks:** a short walk or a stretch every hour keeps your focus fresh.\n\nIf you can do 7–8 hours on holidays without feeling exhausted, that's fine — but steady work every day beats one heroic 14-hour day.",
        hoursAfterThread: 3,
        accepted: true,
        upvotedBy: ["rohan", "arjun", "zoya", "nandini", "ananya", "sneha"],
      },
      {
        author: "nandini",
        content:
          "Also try a weekly 'mock day' at the actual exam time, 10:30 am to 1:30 pm. Your brain gets used to being sharp in that slot.",
        hoursAfterThread: 11,
        upvotedBy: ["rohan", "sunita"],
      },
    ],
  },
  {
    category: "Exam Preparation",
    author: "ananya",
    title:
      "Is NCERT Exemplar worth doing before sample papers? (Class 10 Maths)",
    content:
      "I have finished all the NCERT textbook exercises for Class 10 Maths. Should I do NCERT Exemplar now, or go straight to sample papers? I don't want to waste time.",
    daysAgo: 10,
    upvotedBy: ["sneha", "fatima"],
    replies: [
      {
        author: "sunita",
        content:
          "Exemplar is worth it, but use it smartly:\n1. Make sure the textbook exercises **and the solved examples** are solid first. They are your base.\n2. Do Exemplar chapter by chapter, focusing on the **short answer and long answer** questions. The MCQs are good for quick revision.\n3. Mark the questions you couldn't solve and try them again after a week.\n4. In the last 6–8 weeks, spend most of your time on **CBSE sample papers** and previous years' papers, under timed conditions.\n\nThe Exemplar books are free to download on the official NCERT website: https://ncert.nic.in",
        hoursAfterThread: 4,
        accepted: true,
        upvotedBy: ["ananya", "sneha", "fatima", "lalremruati"],
      },
      {
        author: "sneha",
        content:
          "The Exemplar questions on probability and coordinate geometry are great for practising tricky, higher-order questions.",
        hoursAfterThread: 7,
        upvotedBy: ["ananya"],
      },
    ],
  },
  {
    category: "Exam Preparation",
    author: "zoya",
    title: "How do I manage time in the Class 12 Physics board paper?",
    content:
      "In my pre-board I couldn't finish the Physics paper and left two long answers. The paper is 70 marks in 3 hours. How should I plan my time?",
    daysAgo: 1.5,
    upvotedBy: ["arjun", "rohan"],
    replies: [
      {
        author: "thomas",
        content:
          "A simple plan that works for most students:\n- Use the **15 minutes of reading time** to go through the whole paper and mark the questions you're confident about.\n- Aim for **about 2 minutes per mark**. That uses roughly 140 minutes and leaves over half an hour for difficult questions and checking.\n- Start with the sections you're strongest in, but number every answer exactly as in the question paper.\n- For numericals, write the formula, substitute with units and box the final answer. For derivations, a neat labelled diagram saves words.\n- If you're stuck for more than 3–4 minutes, move on and come back later.\n\nPractise this on 3–4 full papers at home and you'll finish comfortably.",
        hoursAfterThread: 4,
        accepted: true,
        upvotedBy: ["zoya", "arjun", "rohan"],
      },
      {
        author: "arjun",
        content:
          "Practise writing derivations completely, against the clock, not just reading them. That's where I used to lose the most time.",
        hoursAfterThread: 9,
        upvotedBy: ["zoya"],
      },
    ],
  },

  // ── Study Tips & Wellbeing ────────────────────────────────────────────
  {
    category: "Study Tips & Wellbeing",
    author: "nandini",
    title: "I get very anxious before tests and my mind goes blank",
    content:
      "Even when I've prepared well, my heart starts racing when I see the question paper and I forget things I knew. Has anyone else faced this? How do you deal with it?",
    daysAgo: 13,
    upvotedBy: ["gurpreet", "lalremruati", "kavya", "sneha", "zoya"],
    replies: [
      {
        author: "gurpreet",
        content:
          "Same here! What helps me is box breathing: breathe in for 4 counts, hold for 4, breathe out for 4, hold for 4. I do it for a minute before I start writing.",
        hoursAfterThread: 1,
        upvotedBy: ["nandini", "kavya"],
      },
      {
        author: "deepa",
        content:
          "Nandini, this is very common, and you are clearly well prepared. A few things that genuinely help:\n- **Practise under test conditions** at home with timed papers, so the real exam feels familiar.\n- **Start with a question you know well** to build confidence.\n- **Slow breathing**, like Gurpreet described, calms the body's stress response. Breathing out slowly is the important part.\n- **If your mind goes blank**, leave space, move on and come back. The answer often returns once you relax.\n- **Sleep and eat properly** the night before. All-nighters make anxiety worse.\n\nIf the worry feels overwhelming or affects your sleep and appetite for many days, please talk to a parent, a teacher or your school counsellor. Asking for help is a strength.",
        hoursAfterThread: 3,
        accepted: true,
        upvotedBy: [
          "nandini",
          "gurpreet",
          "lalremruati",
          "kavya",
          "sneha",
          "zoya",
          "rupali",
        ],
      },
      {
        author: "lalremruati",
        content:
          "Thank you for asking this. I thought I was the only one who felt like this.",
        hoursAfterThread: 7,
        upvotedBy: ["nandini"],
      },
    ],
  },
  {
    category: "Study Tips & Wellbeing",
    author: "aditya",
    title: "Does the Pomodoro technique work for long chapters?",
    content:
      "I tried 25 minutes of study with a 5-minute break, but with long chapters like **Thermodynamics** I'm just getting into the flow when the timer rings. Should I stick to 25 minutes anyway?",
    daysAgo: 20,
    upvotedBy: ["rohan", "gurpreet"],
    replies: [
      {
        author: "rohan",
        content:
          "I switched to 50 minutes of study and a 10-minute break for Physics and Maths. 25/5 still works well for me for revision and memorising.",
        hoursAfterThread: 2,
        upvotedBy: ["aditya"],
      },
      {
        author: "thomas",
        content:
          "The timer is a tool, not a rule. Pomodoro helps you **start easily** and **take breaks before you get tired**. If you're in the flow at 25 minutes, extend to 45–50 minutes and take a 10-minute break. What matters more:\n- One clear task per session, e.g. 'solve 5 numericals on the first law'.\n- Phone in another room during the session.\n- Breaks away from screens: water, a short walk or some stretching.\n- After 3–4 sessions, take a longer break of 20–30 minutes.",
        hoursAfterThread: 5,
        accepted: true,
        upvotedBy: ["aditya", "rohan", "gurpreet", "nandini"],
      },
    ],
  },
  {
    category: "Study Tips & Wellbeing",
    author: "lalremruati",
    title:
      "How do you make short notes from NCERT without copying the whole book?",
    content:
      "Whenever I try to make notes for Science and Social Science, I end up copying almost every line from the NCERT book, and it takes forever. How do you decide what goes into your notes?",
    daysAgo: 0.6,
    upvotedBy: ["fatima", "tenzin"],
    replies: [],
  },
];

// ── Clubs ────────────────────────────────────────────────────────────────

export type SeedClub = {
  /** 3–60 characters, unique. */
  name: string;
  category: ClubCategory;
  /** 40–400 characters. */
  description: string;
  createdBy: SeedPersonKey;
  /** Person keys including the creator; 2–14. */
  members: SeedPersonKey[];
  daysAgo: number;
};

export const SEED_CLUBS: SeedClub[] = [
  {
    name: "Young Astronomers of India",
    category: "Science & Technology",
    description:
      "Stargazing, space missions and the physics behind them. We track planets, eclipses and meteor showers, talk about missions like Chandrayaan-3 and Aditya-L1, and share tips for observing the night sky from Indian cities.",
    createdBy: "thomas",
    members: [
      "thomas",
      "sneha",
      "lalremruati",
      "ishaan",
      "arjun",
      "tenzin",
      "aditya",
      "zoya",
      "diya",
    ],
    daysAgo: 38,
  },
  {
    name: "Ramanujan Maths Circle",
    category: "Mathematics",
    description:
      "Weekly puzzles, olympiad-style problems and the beautiful ideas behind school maths. Named after Srinivasa Ramanujan, we celebrate National Mathematics Day on 22 December with a problem-solving marathon.",
    createdBy: "sunita",
    members: [
      "sunita",
      "ananya",
      "rohan",
      "nandini",
      "aditya",
      "kavya",
      "siddharth",
      "ishaan",
      "zoya",
      "arjun",
      "sneha",
      "gurpreet",
    ],
    daysAgo: 35,
  },
  {
    name: "Code Club: Python for Beginners",
    category: "Coding",
    description:
      "Learn Python from scratch with small projects: quiz games, marks calculators and simple turtle drawings. No experience needed — bring your curiosity and your doubts.",
    createdBy: "aditya",
    members: [
      "aditya",
      "rohan",
      "nandini",
      "siddharth",
      "kavya",
      "ishaan",
      "gurpreet",
    ],
    daysAgo: 22,
  },
  {
    name: "Hindi Kavita Manch",
    category: "Languages",
    description:
      "A space to read, recite and write Hindi poetry, from Tulsidas and Mahadevi Varma to Harivansh Rai Bachchan and the poems in our textbooks. Share your own kavitas and get gentle, helpful feedback.",
    createdBy: "zoya",
    members: ["zoya", "diya", "harshit", "fatima"],
    daysAgo: 16,
  },
  {
    name: "Eco Warriors",
    category: "Environment",
    description:
      "Small actions for a greener planet: waste segregation at home and school, saving water, planting native trees and cutting down on single-use plastic. Share your eco-projects and join our monthly challenges.",
    createdBy: "lalremruati",
    members: ["lalremruati", "tenzin", "kavya", "harshit", "deepa", "ananya"],
    daysAgo: 28,
  },
  {
    name: "Debate Society",
    category: "Literature & Debate",
    description:
      "Practise public speaking, structured arguments and respectful rebuttals. Every fortnight we debate a motion, from 'Homework should be optional' to 'Technology helps students learn better', and give each other feedback.",
    createdBy: "rupali",
    members: [
      "rupali",
      "fatima",
      "sneha",
      "nandini",
      "zoya",
      "arjun",
      "ananya",
      "gurpreet",
      "siddharth",
      "tenzin",
    ],
    daysAgo: 30,
  },
  {
    name: "Chess & Strategy",
    category: "Sports & Fitness",
    description:
      "Friendly games, opening ideas, endgame puzzles and analysis of famous games by Indian grandmasters like Viswanathan Anand and D. Gukesh. All levels welcome, from beginners to tournament players.",
    createdBy: "siddharth",
    members: ["siddharth", "arjun", "ishaan"],
    daysAgo: 9,
  },
  {
    name: "Science Olympiad Prep",
    category: "Academic",
    description:
      "Preparation for science olympiads and talent searches: concept-building sessions, previous years' problems and mock tests in physics, chemistry and biology for Classes 8 to 12.",
    createdBy: "farhan",
    members: [
      "farhan",
      "thomas",
      "deepa",
      "arjun",
      "rohan",
      "zoya",
      "gurpreet",
      "aditya",
      "nandini",
      "ananya",
      "sneha",
      "lalremruati",
      "kavya",
      "siddharth",
    ],
    daysAgo: 40,
  },
];

// ── Events ───────────────────────────────────────────────────────────────

export type SeedEvent = {
  /** 5–120 characters. */
  title: string;
  /** 40–600 characters. */
  description: string;
  eventType: "workshop" | "webinar" | "quiz" | "study_session" | "competition";
  /** 1–45, days from seeding. */
  inDays: number;
  /** 9–20. */
  startHourIst: number;
  startMinute: 0 | 15 | 30 | 45;
  /** 30–180. */
  durationMinutes: number;
  maxAttendees?: number;
  /** A mentor key. */
  createdBy: SeedPersonKey;
  /** Person keys; no more than maxAttendees. */
  attendees: SeedPersonKey[];
};

export const SEED_EVENTS: SeedEvent[] = [
  {
    title: "Board Exam Strategy Webinar (Class 10)",
    description:
      "How to plan the last two months before the Class 10 boards: building a revision timetable, using NCERT and sample papers well, writing answers that score, and managing time in the exam hall. Bring your questions for the live Q&A at the end.",
    eventType: "webinar",
    inDays: 3,
    startHourIst: 18,
    startMinute: 0,
    durationMinutes: 90,
    createdBy: "sunita",
    attendees: ["ananya", "sneha", "fatima", "lalremruati"],
  },
  {
    title: "National Science Day Quiz",
    description:
      "Celebrate National Science Day (28 February), which marks C.V. Raman's discovery of the Raman effect in 1928. Teams of two answer rounds on physics, chemistry, biology, space and Indian scientists. Open to all students of Classes 6 to 12.",
    eventType: "quiz",
    inDays: 12,
    startHourIst: 16,
    startMinute: 30,
    durationMinutes: 60,
    maxAttendees: 50,
    createdBy: "thomas",
    attendees: [
      "ishaan",
      "harshit",
      "diya",
      "tenzin",
      "kavya",
      "siddharth",
      "lalremruati",
      "sneha",
    ],
  },
  {
    title: "Doubt-clearing marathon: Class 12 Calculus",
    description:
      "Three hours of live doubt-solving across Continuity and Differentiability, Applications of Derivatives, Integrals and Differential Equations. Post your doubts in advance or bring them along — no question is too small.",
    eventType: "study_session",
    inDays: 6,
    startHourIst: 10,
    startMinute: 0,
    durationMinutes: 180,
    createdBy: "sunita",
    attendees: ["rohan", "arjun", "zoya"],
  },
  {
    title: "Creative Writing Workshop",
    description:
      "A small, hands-on workshop on writing short stories and descriptive paragraphs: finding ideas, building characters, and showing instead of telling. Everyone writes a short piece during the session and gets personal feedback, so seats are limited.",
    eventType: "workshop",
    inDays: 9,
    startHourIst: 17,
    startMinute: 0,
    durationMinutes: 120,
    maxAttendees: 6,
    createdBy: "rupali",
    attendees: ["fatima", "kavya", "diya", "tenzin", "nandini", "zoya"],
  },
  {
    title: "Weekend Group Study: Class 9 Science",
    description:
      "Revise Motion, Force and Laws of Motion, and Gravitation together. We'll go through key concepts, solve NCERT numericals step by step, and finish with a short quiz to check what stuck.",
    eventType: "study_session",
    inDays: 4,
    startHourIst: 11,
    startMinute: 30,
    durationMinutes: 90,
    maxAttendees: 12,
    createdBy: "deepa",
    attendees: ["fatima", "lalremruati", "siddharth", "kavya", "sneha"],
  },
  {
    title: "Mole Concept Made Easy (Class 11 Chemistry)",
    description:
      "Moles, molar mass, the Avogadro constant, percentage composition and limiting reagents, explained with simple everyday analogies and plenty of solved problems. Ideal if Some Basic Concepts of Chemistry still feels confusing.",
    eventType: "webinar",
    inDays: 15,
    startHourIst: 19,
    startMinute: 15,
    durationMinutes: 75,
    createdBy: "farhan",
    attendees: ["gurpreet", "nandini", "aditya"],
  },
  {
    title: "Essay Competition: India at 100 — My Vision for 2047",
    description:
      "India completes 100 years of independence in 2047. Write an essay of 500–800 words on the India you hope to see, in English or Hindi. The session opens with a short talk on planning an essay, followed by 90 minutes of writing. Entries are judged on ideas, structure and language.",
    eventType: "competition",
    inDays: 25,
    startHourIst: 15,
    startMinute: 45,
    durationMinutes: 120,
    createdBy: "vikram",
    attendees: [
      "sneha",
      "ananya",
      "rohan",
      "fatima",
      "siddharth",
      "zoya",
      "gurpreet",
    ],
  },
];

/**
 * Events proposed by students, waiting in Content Management for a staff
 * decision (created by `createdBy`, a student key; never listed until approved).
 */
export const SEED_PROPOSED_EVENTS: (Omit<SeedEvent, "attendees"> & {
  /** Days before seeding that it was proposed. */
  proposedDaysAgo: number;
})[] = [
  {
    title: "Science Quiz Night: Light and Reflection (Class 8)",
    description:
      "A friendly quiz for Class 8 students on light, mirrors and reflection, with questions from NCERT chapter 16 and a few everyday puzzles. Teams of two; the questions are shown on screen and answered in the chat.",
    eventType: "quiz",
    inDays: 9,
    startHourIst: 17,
    startMinute: 30,
    durationMinutes: 45,
    maxAttendees: 40,
    createdBy: "kavya",
    proposedDaysAgo: 1,
  },
];
