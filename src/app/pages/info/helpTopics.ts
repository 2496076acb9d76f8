import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { CLASS_MOVE_WINDOW, ERASE_AFTER_DAYS } from "@convex/families/rules";
import { DELETION_GRACE_DAYS } from "@convex/privacy/deletionRules";

/** A page of the app that an answer points to. */
export interface HelpLink {
  to: string;
  label: string;
}

export interface HelpQuestion {
  /** Stable id; also the accordion item's value. */
  id: string;
  question: string;
  /** Paragraphs of the answer, in order. */
  answer: readonly string[];
  links?: readonly HelpLink[];
}

export interface HelpGroup {
  id: string;
  title: string;
  questions: readonly HelpQuestion[];
}

const email = site.supportEmail;

export const helpGroups: readonly HelpGroup[] = [
  {
    id: "students",
    title: "Students",
    questions: [
      {
        id: "student-signup",
        question: "How do I sign up?",
        answer: [
          "Choose Get Started and then Sign up as Student. Enter your full name, your e-mail address, your class (6 to 12) and a password of at least 6 characters.",
          `Pick your class carefully: your courses, tests and leaderboard follow it. At the start of the school year (${CLASS_MOVE_WINDOW.words}) you can ask to move up a class from Your data and account, and your parent confirms it. If it is wrong, e-mail ${email} from your account's e-mail address and support will change it.`,
          `If you are under 18, sign-up asks for your parent's or guardian's e-mail address. We e-mail them a link to consent. Until they do, you can look around but not save anything; if they refuse, or do not answer within ${ERASE_AFTER_DAYS} days, the account is erased.`,
        ],
        links: [
          { to: paths.signupStudent.href(), label: "Sign up as a student" },
        ],
      },
      {
        id: "free-subjects",
        question: "Which subjects are free?",
        answer: [
          "In Classes 6 to 10, Mathematics and Science are free on every plan, including the Free plan.",
          "Other subjects, and the subjects for Classes 11 and 12, are locked and show Unlock Course. They open with Premium or Pro, and you can try Premium free for 30 days without a card.",
        ],
        links: [
          { to: paths.courses.href(), label: "Browse courses" },
          { to: paths.pricing.href(), label: "Compare plans" },
        ],
      },
      {
        id: "xp-levels",
        question: "How do XP and levels work?",
        answer: [
          "You earn XP (experience points) for learning: finishing lessons, practising and submitting tests. As your XP adds up you move up through levels. Your dashboard shows your level, how much XP the next level needs, and how far you are towards today's XP goal.",
          "XP is there to keep you motivated. It never changes a test score.",
        ],
      },
      {
        id: "streaks",
        question: "What are streaks and streak freezes?",
        answer: [
          "Your streak is the number of days in a row on which you have learnt something: watched a lesson, practised or taken a test. Days are counted in your time zone, which is India time by default.",
          "A streak freeze protects your streak when you miss a day: the freeze is used up by itself and your streak carries on. Your dashboard shows how many freezes you have.",
          "If you miss a day and have no freeze left, your streak starts again. Your longest streak is still remembered.",
        ],
      },
      {
        id: "badges",
        question: "How do I earn badges?",
        answer: [
          "Badges mark milestones in your learning, such as lessons finished, tests taken and streaks kept. Each badge says what it takes to earn it. Your dashboard shows the badges you have and the ones still waiting for you.",
        ],
        links: [{ to: paths.dashboard.href(), label: "Open your dashboard" }],
      },
      {
        id: "mock-tests",
        question: "How do mock tests work?",
        answer: [
          "Open Mock Tests and pick a Practice, Chapter-wise or Full test. Each test shows how many questions it has and how much time you get.",
          "When you start, a timer counts down. You can submit early; when the time runs out, your test is submitted with the answers you have given.",
          "Some tests use negative marking, like board and entrance exams: a wrong answer takes marks away, while a question you leave blank scores zero. The test shows its marking before you start, so you know when it is better to skip a question you are unsure of.",
          "After you submit, you see your score, which answers were right or wrong, and an explanation for every question. The Free plan includes 5 practice tests a month; Premium and Pro have no limit.",
        ],
        links: [{ to: paths.tests.href(), label: "Go to mock tests" }],
      },
      {
        id: "book-session",
        question: "How do I book a session with a mentor?",
        answer: [
          "Open Mentorship and look at Upcoming Sessions. Choose a session and press Register for Session. Group sessions have a limited number of places and one-on-one sessions have one, so register early.",
          "Join the session on the platform at its scheduled time. Afterwards you can rate it and leave feedback, with your name or anonymously.",
        ],
        links: [{ to: paths.mentorship.href(), label: "Go to mentorship" }],
      },
      {
        id: "community-rules",
        question: "What are the community rules?",
        answer: [
          "Be kind and respectful. No bullying, teasing or hate. Never share personal information, yours or anyone else's: no phone numbers, home addresses, school names or social media handles. No spam or advertising. Stay on topic and help each other learn.",
          "Moderators remove posts that break the rules and can warn the people who wrote them. Serious or repeated problems can lead to an account being closed.",
        ],
        links: [
          { to: paths.community.href(), label: "Go to the community hub" },
        ],
      },
      {
        id: "report-post",
        question: "How do I report a post?",
        answer: [
          "Every forum thread and reply has a Report option. Choose a reason, add a few words if you like, and send it. A moderator looks at every report and can dismiss it, warn the user or remove the post.",
          `If something online has upset you or you feel unsafe, tell a parent, guardian or teacher straight away, and e-mail ${email}.`,
        ],
      },
    ],
  },
  {
    id: "parents",
    title: "Parents",
    questions: [
      {
        id: "parent-consent",
        question: "Does my child need my permission to use VidyaQuest?",
        answer: [
          "Yes. Anyone under 18 needs the consent of a parent or guardian. When your child signs up with your e-mail address, we e-mail you a link: read what we keep and why, then consent or refuse from a parent account made with that same address.",
          `Until you consent, your child can look around but cannot save anything. If you refuse, or do not answer within ${ERASE_AFTER_DAYS} days, the account and everything in it is erased.`,
        ],
        links: [
          { to: paths.signupParent.href(), label: "Make a parent account" },
          { to: paths.privacy.href(), label: "Read the privacy policy" },
        ],
      },
      {
        id: "parent-rights",
        question: "What can I do for my child from my parent page?",
        answer: [
          "Your parent page lists each child linked to you. From it you can download your child's data, confirm or decline their request to delete their account or to move up a class, and withdraw your consent.",
          `A deletion you confirm happens after ${DELETION_GRACE_DAYS} days, and your child can still cancel until then. Withdrawing consent closes the account at once and erases everything in it. A second parent or guardian linked to the child can do the same.`,
          `For a complaint about your child's data, write to our grievance officer at ${site.grievanceEmail}.`,
        ],
        links: [
          { to: paths.parent.href(), label: "Open your parent page" },
          { to: paths.privacy.href(), label: "Read the privacy policy" },
        ],
      },
      {
        id: "parent-safety",
        question: "How do you keep children safe?",
        answer: [
          "The community is moderated: anyone can report a post or reply, and moderators review every report. Mentors are reviewed before they are listed as verified mentors, sessions take place on the platform, and mentors must not ask for or share private contact details.",
          "We show no ads, sell no data and use no third-party trackers. On the leaderboard students appear by nickname or as Anonymous, or not at all if they opt out.",
        ],
      },
      {
        id: "parent-progress",
        question: "How can I follow my child's progress?",
        answer: [
          "Your child's dashboard shows lessons finished, test scores, time spent, their streak and their badges. Looking at it together once a week is a good habit. The Pro plan also includes parent reports.",
        ],
      },
      {
        id: "plans-trial",
        question: "What does it cost, and how does the free trial work?",
        answer: [
          "Free costs ₹0 forever and includes the free subjects, demo videos, 5 practice tests a month, basic progress tracking and the forum. Premium costs ₹49 a month and Pro costs ₹199 a year; the pricing page lists what each includes.",
          "You can try Premium free for 30 days. No card is needed, so nothing is charged automatically: when the trial ends the account goes back to Free unless you choose to pay for a plan. Payments are handled by Razorpay.",
        ],
        links: [{ to: paths.pricing.href(), label: "See plans and prices" }],
      },
      {
        id: "donations",
        question: "How do donations work?",
        answer: [
          "Anyone can donate from the Donate page, from ₹1 upwards. Donations help keep the free subjects free and pay for access for students who cannot pay.",
          "Payments are processed by Razorpay; we never see or store card details. Your name appears in the donation history, or Anonymous if you leave it blank.",
          `Donations are voluntary and not refundable. If you donated by mistake, for example the wrong amount or twice, e-mail ${email} as soon as you can.`,
        ],
        links: [{ to: paths.donations.href(), label: "Donate" }],
      },
    ],
  },
  {
    id: "mentors",
    title: "Mentors",
    questions: [
      {
        id: "become-mentor",
        question: "How do I become a mentor?",
        answer: [
          "Fill in the mentor application: your qualification, years of experience, the subjects you can help with and why you want to mentor. Tick the volunteer box if you want to mentor without pay. Mentors must be 18 or older.",
          "We review applications in 3 to 5 business days. If you are accepted, you are invited to an onboarding session, and then you set your weekly availability and can start offering sessions.",
        ],
        links: [
          { to: paths.mentorApplication.href(), label: "Apply to be a mentor" },
        ],
      },
      {
        id: "volunteer-mentor",
        question:
          "What is the difference between volunteer and professional mentors?",
        answer: [
          "Volunteer mentors give their time without pay and carry a Volunteer Mentor badge on their profile. Professional mentors are paid for their sessions; the arrangements are explained during onboarding. Both go through the same review and follow the same rules.",
        ],
      },
      {
        id: "mentor-sessions",
        question: "How do sessions work for mentors?",
        answer: [
          "From the mentor dashboard you create one-on-one or group sessions. A new session lasts 60 minutes and has one place unless you change it. Students register from the Mentorship page.",
          "You see the students who registered for your sessions, and only them. After a session you mark it complete, and students can rate it from 1 to 5 stars and leave feedback, with their name or anonymously.",
        ],
      },
      {
        id: "mentor-conduct",
        question: "What rules apply when mentoring school students?",
        answer: [
          "Most students are under 18, so keep all contact on VidyaQuest: run sessions on the platform, and never ask for or share phone numbers, social media handles, home addresses or other private contact details.",
          `Be patient and respectful, and keep to learning. If a student tells you something that makes you worried about their safety, e-mail ${email} straight away.`,
        ],
        links: [{ to: paths.terms.href(), label: "Read the terms of use" }],
      },
    ],
  },
  {
    id: "accounts",
    title: "Accounts and privacy",
    questions: [
      {
        id: "forgot-password",
        question: "I forgot my password. What do I do?",
        answer: [
          "On the login page choose Forgot password and enter your account's e-mail address. We send you a link to set a new password. The link works once.",
          "If the e-mail does not arrive within a few minutes, look in your spam folder, or try another address you might have signed up with.",
        ],
        links: [
          { to: paths.forgotPassword.href(), label: "Reset your password" },
        ],
      },
      {
        id: "change-class",
        question: "How do I change my class?",
        answer: [
          `To move up a class, go to Your data and account and choose Move up. You can ask from ${CLASS_MOVE_WINDOW.words}, at the start of the school year; your parent or guardian confirms it from their parent page, and then your courses and class leaderboard change. What you did so far stays.`,
          `If your class is wrong for another reason, e-mail ${email} from your account's e-mail address and tell us your class.`,
        ],
        links: [
          { to: paths.accountSettings.href(), label: "Your data and account" },
        ],
      },
      {
        id: "leaderboard",
        question: "Can I hide my name on the leaderboard?",
        answer: [
          "Yes. The leaderboard never shows your full name: you appear by a nickname you choose or as Anonymous, and you can opt out of the leaderboard completely. You can change this setting at any time.",
        ],
      },
      {
        id: "copy-data",
        question: "Can I get a copy of my data?",
        answer: [
          "Yes. Sign in, go to Your data and account and choose Download my data: you get a ZIP file of everything we keep about you, straight away. A parent can download their child's data from their parent page.",
        ],
        links: [
          { to: paths.accountSettings.href(), label: "Your data and account" },
          { to: paths.privacy.href(), label: "Read the privacy policy" },
        ],
      },
      {
        id: "delete-account",
        question: "How do I delete my account?",
        answer: [
          `Sign in, go to Your data and account and choose Delete my account. Your account is deleted ${DELETION_GRACE_DAYS} days later, and you can cancel until then from the same page. A student's request first waits for their parent or guardian to confirm it from their parent page. If you cannot sign in, e-mail ${email} from your account's e-mail address.`,
          "We delete your profile and your learning history (lessons, test attempts and answers, XP, streaks and badges), your club memberships and event registrations. Your forum posts stay, shown as from a “Deleted member”. We keep only what the law requires us to keep, such as payment records.",
        ],
        links: [
          { to: paths.accountSettings.href(), label: "Your data and account" },
        ],
      },
      {
        id: "contact-support",
        question: "How do I contact support?",
        answer: [
          "Use the e-mail address, phone number or postal address below. For questions about your account, write from your account's e-mail address so that we can help you safely.",
        ],
      },
    ],
  },
];
