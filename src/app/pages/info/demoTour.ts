import type { TablerIcon } from "@tabler/icons-react";
import {
  IconClock,
  IconMessages,
  IconMovie,
  IconPencil,
  IconTrophy,
  IconUserHeart,
} from "@tabler/icons-react";
import { paths } from "../../../config/paths";

/** A "coming soon" slot on the tour, filled by a real sample once that feature ships. */
export interface TourPlaceholder {
  title: string;
  text: string;
}

export interface TourStep {
  id: string;
  title: string;
  description: string;
  points: readonly string[];
  icon: TablerIcon;
  link: { to: string; label: string };
  comingSoon?: TourPlaceholder;
}

export const tourSteps: readonly TourStep[] = [
  {
    id: "learn",
    title: "Learn lesson by lesson",
    description:
      "Pick your class and a subject. Every subject is split into chapters that follow the NCERT syllabus, and every chapter has short lessons to read, some with a video.",
    points: [
      "Lessons, practice sets and chapter tests, chapter by chapter.",
      "Mathematics and Science are free for Classes 6 to 10.",
    ],
    icon: IconMovie,
    link: { to: paths.courses.href(), label: "Browse courses" },
  },
  {
    id: "practise",
    title: "Practise topic by topic",
    description:
      "After a lesson, practise the same topic straight away. Every answer comes with an explanation, so a mistake turns into something learnt.",
    points: [
      "Short practice sets, one topic at a time.",
      "The Free plan includes 5 practice tests a month; Premium and Pro have no limit.",
    ],
    icon: IconPencil,
    link: { to: paths.tests.href(), label: "Start practising" },
  },
  {
    id: "mock-tests",
    title: "Take timed mock tests",
    description:
      "When a chapter feels done, test yourself against the clock with chapter-wise and full-length mock tests.",
    points: [
      "A timer runs while you answer; the test is submitted when time is up.",
      "Some tests use negative marking, like board and entrance exams.",
      "Your results show every right and wrong answer, with explanations.",
    ],
    icon: IconClock,
    link: { to: paths.tests.href(), label: "See the mock tests" },
  },
  {
    id: "rewards",
    title: "Earn XP, levels, streaks and badges",
    description:
      "Lessons, practice and tests earn XP. Your dashboard shows your level, your daily streak, your badges and how your scores are moving.",
    points: [
      "Streak freezes protect your streak when you miss a day.",
      "On the leaderboard you appear by nickname or as Anonymous, or not at all.",
    ],
    icon: IconTrophy,
    link: { to: paths.dashboard.href(), label: "Open your dashboard" },
  },
  {
    id: "mentors",
    title: "Get help from mentors",
    description:
      "Stuck on something? Register for a one-on-one or group session with a mentor. Many of our mentors are volunteers.",
    points: [
      "Sessions happen on the platform, and you can leave feedback afterwards.",
      "Mentors are reviewed before they are listed as verified.",
    ],
    icon: IconUserHeart,
    link: { to: paths.mentorship.href(), label: "Meet the mentors" },
  },
  {
    id: "community",
    title: "Join the community",
    description:
      "Ask and answer questions in the forums, join a student club, and register for live events.",
    points: [
      "Moderators review every report, so the community stays friendly.",
      "Keep personal details such as phone numbers and addresses private.",
    ],
    icon: IconMessages,
    link: { to: paths.community.href(), label: "Visit the community hub" },
  },
];
