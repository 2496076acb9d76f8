/** A product announcement on the blog page. */
export interface Announcement {
  /** Stable slug, also used for element ids. */
  id: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  title: string;
  summary: string;
  /** The full text, one string per paragraph. */
  body: readonly string[];
}

export const announcements: readonly Announcement[] = [
  {
    id: "welcome",
    date: "2026-06-02",
    title: "Welcome to VidyaQuest",
    summary:
      "A learning platform for Classes 6 to 12, CBSE and ICSE: video lessons, practice, mock tests and mentors, with a free plan that stays free.",
    body: [
      "VidyaQuest is open. Pick your class when you sign up and you get lessons, topic-wise practice and mock tests that follow the NCERT syllabus, chapter by chapter.",
      "Mathematics and Science are free for Classes 6 to 10 on the Free plan, which costs nothing, for good. Premium (₹49 a month) and Pro (₹199 a year) open every subject, and you can try Premium for 30 days without a card.",
      "Learning earns XP, and XP brings levels, streaks and badges. The point is not the points: it is coming back a little every day.",
      "Donations help keep the free subjects free. If you would like to help, the Donate page is in the menu.",
    ],
  },
  {
    id: "negative-marking",
    date: "2026-07-14",
    title:
      "Mock tests now with negative marking, like board and entrance exams",
    summary:
      "Some mock tests now take marks away for wrong answers, so you can practise deciding when to answer and when to skip.",
    body: [
      "Many board and entrance exams take marks away for a wrong answer. Practising under the same rules helps you learn when a guess is worth it.",
      "Each test shows its marking before you start: the marks for a right answer and the marks taken away for a wrong one. A question you leave blank scores zero. Tests without negative marking work as before.",
      "Your results show how many answers were right, wrong and left blank, the marks lost to wrong answers, and an explanation for every question.",
    ],
  },
  {
    id: "streak-freezes",
    date: "2026-08-18",
    title: "Streak freezes: miss a day without losing your streak",
    summary:
      "A streak freeze covers a missed day, so a fever or a family function does not wipe out weeks of effort.",
    body: [
      "Your streak counts the days in a row on which you have learnt something: watched a lesson, practised or taken a test.",
      "If you miss a day and hold a streak freeze, the freeze is used up by itself and your streak carries on. Your dashboard shows how many freezes you have.",
      "Without a freeze, a missed day starts your streak again. Your longest streak stays on your dashboard either way.",
    ],
  },
  {
    id: "community-hub",
    date: "2026-09-22",
    title: "Community hub: forums, clubs and live events",
    summary:
      "Ask and answer questions in the forums, join or start a student club, and register for live events.",
    body: [
      "The forums are organised by category. Start a thread, reply, and upvote the answers that helped you.",
      "Clubs bring together students who share an interest. Join one, or create your own.",
      "Live events list their date, time and length. Register to save your place; some events have a limited number of places.",
      "The community is moderated. Be kind, keep personal information to yourself, and use Report on any post that breaks the rules: a moderator looks at every report.",
    ],
  },
  {
    id: "volunteer-mentors",
    date: "2026-10-27",
    title: "Volunteer mentors: apply today",
    summary:
      "Teachers, college students and professionals: if you can spare some time to guide school students, apply to be a volunteer mentor.",
    body: [
      "Mentors run one-on-one and group sessions on the platform. Volunteer mentors give their time without pay and carry a Volunteer Mentor badge on their profile.",
      "Apply from the Mentorship page. We review applications in 3 to 5 business days; after that comes an onboarding session, and then you set your availability and start offering sessions.",
      "Most students are under 18, so sessions stay on the platform and mentors never ask for or share private contact details. Mentors must be 18 or older.",
    ],
  },
  {
    id: "privacy-and-terms",
    date: "2026-11-22",
    title: "Our privacy policy and terms, in plain language",
    summary:
      "Our privacy policy and terms of use are written so that a student and a parent can read them together.",
    body: [
      "The privacy policy sets out exactly what we store, who can see it, how long we keep it, and how to get a copy or delete your account. It also explains why students under 18 need a parent's or guardian's consent.",
      "Our approach, in short: no ads, no selling of data, no third-party trackers.",
      "The terms of use cover the community rules, the rules for mentors working with students under 18, and how plans, the free trial and donations work. Both pages are linked at the bottom of every page.",
    ],
  },
];

/** The announcements, newest first. */
export function newestFirst(items: readonly Announcement[]): Announcement[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** `2026-11-22` → `22 November 2026`, the same in every time zone. */
export function formatAnnouncementDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
