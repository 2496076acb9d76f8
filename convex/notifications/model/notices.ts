/**
 * The catalogue of notices: every kind the product sends, with its text, its
 * link and who gets mail by default. Call sites name a kind and give its
 * payload (`notify(ctx, userId, "forum_reply", {...})`); no text is written
 * anywhere else. The browser reads the labels for the settings page.
 *
 * Later features add their kinds here (session reminders, application
 * outcomes, moderation decisions), and nowhere else.
 */

/** What a notice is about, so the inbox can say when it has since gone. */
export type NoticeSubject =
  | { table: "forum_threads"; id: string }
  | { table: "forum_replies"; id: string }
  | { table: "community_events"; id: string }
  | { table: "mentorship_sessions"; id: string }
  // A person the notice is about (a parent's notice about their child):
  // erasing that person rewrites the notice without them.
  | { table: "users"; id: string };

export type RenderedNotice = {
  title: string;
  body: string;
  /** An in-app path ("/community/thread/…"). */
  link: string;
  subject?: NoticeSubject;
};

type Defaults = {
  inApp: boolean;
  /** Mail for adults (mentors, staff). */
  mail: boolean;
  /** Mail for students: minors get none but event and session reminders. */
  mailForStudents: boolean;
};

type Entry<P> = {
  /** The settings page's name for the kind. */
  label: string;
  description: string;
  group: NoticeGroup;
  defaults: Defaults;
  /** A kind that only ever goes by mail (the settings page shows one switch). */
  mailOnly?: true;
  render: (payload: P) => RenderedNotice;
};

export type NoticeGroup =
  | "community"
  | "events"
  | "progress"
  | "mentorship"
  | "account"
  | "plan"
  | "family";
export const NOTICE_GROUPS: Record<NoticeGroup, string> = {
  community: "Community",
  events: "Events",
  progress: "Learning and progress",
  mentorship: "Mentorship",
  account: "My account",
  plan: "My plan",
  family: "My children",
};

/** Where a parent sees their children. */
const PARENT_LINK = "/parent";
/** What a parent is told about a child's safety: in the app and by mail. */
const SAFETY: Defaults = { inApp: true, mail: true, mailForStudents: false };

const EVENTS_LINK = "/community?tab=events";
const sessionLink = (sessionId: string) => `/mentorship/sessions/${sessionId}`;
const PENDING_REQUESTS_LINK = "/teacher-dashboard?tab=pending";
const sessionSubject = (sessionId: string) =>
  ({ table: "mentorship_sessions", id: sessionId }) as const;
const threadLink = (threadId: string) => `/community/thread/${threadId}`;

/** Upvote counts worth a notice: not every upvote. */
export const UPVOTE_MILESTONES = [5, 10, 25, 50, 100, 250, 500, 1000] as const;

/** A quote of a title, cut so a notice stays one line in the bell. */
function quote(title: string): string {
  const cut = title.length > 80 ? `${title.slice(0, 79)}…` : title;
  return `“${cut}”`;
}

function when(at: number): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
}

const quiet: Defaults = { inApp: true, mail: false, mailForStudents: false };

export const NOTICES = {
  forum_reply: {
    label: "Replies to my threads",
    description: "Someone answers a thread you started.",
    group: "community",
    defaults: quiet,
    render: (p: {
      threadId: string;
      threadTitle: string;
      replierName: string;
    }) => ({
      title: "New reply to your thread",
      body: `${p.replierName} replied to ${quote(p.threadTitle)}.`,
      link: threadLink(p.threadId),
      subject: { table: "forum_threads", id: p.threadId },
    }),
  },
  reply_accepted: {
    label: "My answer accepted",
    description: "Your reply is marked as a thread's accepted answer.",
    group: "community",
    defaults: quiet,
    render: (p: {
      threadId: string;
      threadTitle: string;
      replyId: string;
    }) => ({
      title: "Your answer was accepted",
      body: `Your reply to ${quote(p.threadTitle)} was marked as the accepted answer.`,
      link: threadLink(p.threadId),
      subject: { table: "forum_replies", id: p.replyId },
    }),
  },
  upvote_milestone: {
    label: "Upvote milestones",
    description: "A post of yours reaches 5, 10, 25, 50 … upvotes.",
    group: "community",
    defaults: quiet,
    render: (p: {
      threadId: string;
      threadTitle: string;
      upvotes: number;
      post: { kind: "thread" } | { kind: "reply"; replyId: string };
    }) => ({
      title: `${p.upvotes} upvotes on your ${p.post.kind}`,
      body:
        p.post.kind === "thread"
          ? `Your thread ${quote(p.threadTitle)} has ${p.upvotes} upvotes.`
          : `Your reply to ${quote(p.threadTitle)} has ${p.upvotes} upvotes.`,
      link: threadLink(p.threadId),
      subject:
        p.post.kind === "thread"
          ? { table: "forum_threads", id: p.threadId }
          : { table: "forum_replies", id: p.post.replyId },
    }),
  },
  event_reminder: {
    label: "Event reminders",
    description: "An event you registered for starts in 1 hour.",
    group: "events",
    defaults: { inApp: true, mail: true, mailForStudents: true },
    render: (p: {
      eventId: string;
      eventTitle: string;
      scheduledAt: number;
    }) => ({
      title: "Starts in 1 hour",
      body: `${quote(p.eventTitle)} starts at ${when(p.scheduledAt)} IST.`,
      link: EVENTS_LINK,
      subject: { table: "community_events", id: p.eventId },
    }),
  },
  event_changed: {
    label: "Event changes",
    description: "An event you registered for moves or changes.",
    group: "events",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: {
      eventId: string;
      eventTitle: string;
      scheduledAt: number;
    }) => ({
      title: "An event you registered for has changed",
      body: `${quote(p.eventTitle)} is now on ${when(p.scheduledAt)} IST.`,
      link: EVENTS_LINK,
      subject: { table: "community_events", id: p.eventId },
    }),
  },
  event_cancelled: {
    label: "Event cancellations",
    description: "An event you registered for is called off.",
    group: "events",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: {
      eventTitle: string;
      scheduledAt: number;
      /** Called off by a moderator (it broke the community rules). */
      byModerator?: boolean;
    }) => ({
      title: p.byModerator ? "Event removed by a moderator" : "Event cancelled",
      body: p.byModerator
        ? `${quote(p.eventTitle)} on ${when(p.scheduledAt)} IST was removed by a moderator and will not take place.`
        : `${quote(p.eventTitle)} on ${when(p.scheduledAt)} IST has been cancelled.`,
      link: EVENTS_LINK,
    }),
  },
  event_approved: {
    label: "My proposed events: published",
    description: "Staff approve an event you proposed; it is now listed.",
    group: "events",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: {
      eventId: string;
      eventTitle: string;
      scheduledAt: number;
    }) => ({
      title: "Your event is published",
      body: `${quote(p.eventTitle)} on ${when(p.scheduledAt)} IST was approved and is now listed in the community.`,
      link: EVENTS_LINK,
      subject: { table: "community_events", id: p.eventId },
    }),
  },
  event_denied: {
    label: "My proposed events: not approved",
    description:
      "Staff decide not to publish an event you proposed, with their reason.",
    group: "events",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: {
      eventTitle: string;
      reason: string;
      /** It had been listed: staff reversed their approval. */
      wasListed?: boolean;
    }) => ({
      title: "Your event was not approved",
      body: p.wasListed
        ? `${quote(p.eventTitle)} is no longer listed and will not take place. Reason: ${p.reason}`
        : `${quote(p.eventTitle)} was not published. Reason: ${p.reason}`,
      link: EVENTS_LINK,
    }),
  },
  event_edit_approved: {
    label: "My event changes: approved",
    description: "Staff approve your changes to an event of yours.",
    group: "events",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: { eventId: string; eventTitle: string }) => ({
      title: "Your event changes are live",
      body: `Your changes to ${quote(p.eventTitle)} were approved and are now listed.`,
      link: EVENTS_LINK,
      subject: { table: "community_events", id: p.eventId },
    }),
  },
  event_edit_denied: {
    label: "My event changes: not approved",
    description:
      "Staff decide not to apply your changes to an event of yours, with their reason.",
    group: "events",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: { eventId: string; eventTitle: string; reason: string }) => ({
      title: "Your event changes were not approved",
      body: `Your changes to ${quote(p.eventTitle)} were not approved, so the event stays as it was. Reason: ${p.reason}`,
      link: EVENTS_LINK,
      subject: { table: "community_events", id: p.eventId },
    }),
  },
  badge_earned: {
    label: "Badges",
    description: "You earn a badge.",
    group: "progress",
    defaults: quiet,
    render: (p: { badgeName: string; howToEarn: string }) => ({
      title: `Badge earned: ${p.badgeName}`,
      body: p.howToEarn,
      link: "/dashboard",
    }),
  },
  certificate_earned: {
    label: "Certificates",
    description: "You earn a certificate for a subject.",
    group: "progress",
    defaults: quiet,
    render: (p: { subjectName: string }) => ({
      title: `Certificate earned: ${p.subjectName}`,
      body: `You passed every chapter test of ${p.subjectName}. Download your certificate from your dashboard.`,
      link: "/dashboard",
    }),
  },
  streak_reminder: {
    label: "Streak reminder",
    description:
      "An evening reminder (7 PM IST) when your streak would break tonight. Off until you turn it on.",
    group: "progress",
    defaults: { inApp: false, mail: false, mailForStudents: false },
    render: (p: { streakDays: number }) => ({
      title: `Keep your ${p.streakDays}-day streak`,
      body: "Finish a lesson or a test before midnight to keep your streak going.",
      link: "/courses",
    }),
  },
  application_approved: {
    label: "Mentor application outcome: approved",
    description: "Staff approve your application to be a mentor.",
    group: "mentorship",
    // The applicant asked for this answer: mail by default, students too.
    defaults: { inApp: true, mail: true, mailForStudents: true },
    render: (_p: Record<string, never>) => ({
      title: "You are now a verified mentor",
      body: "Your mentor application was approved. Set your availability and create your first session.",
      link: "/teacher-dashboard",
    }),
  },
  application_rejected: {
    label: "Mentor application outcome: not approved",
    description:
      "Staff decide not to approve your application, with their reason.",
    group: "mentorship",
    defaults: { inApp: true, mail: true, mailForStudents: true },
    render: (p: { reason: string; reapplyFrom: number }) => ({
      title: "Your mentor application was not approved",
      body: `Reason: ${p.reason} You may apply again from ${new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" }).format(p.reapplyFrom)}.`,
      link: "/dashboard",
    }),
  },
  session_reminder: {
    label: "Session reminders",
    description: "A mentorship session you registered for starts in 1 hour.",
    group: "mentorship",
    // Reminders are the one mail minors get by default.
    defaults: { inApp: true, mail: true, mailForStudents: true },
    render: (p: {
      sessionId: string;
      sessionTitle: string;
      scheduledAt: number;
    }) => ({
      title: "Session starts in 1 hour",
      body: `${quote(p.sessionTitle)} starts at ${when(p.scheduledAt)} IST.`,
      link: sessionLink(p.sessionId),
      subject: sessionSubject(p.sessionId),
    }),
  },
  session_started: {
    label: "Session started",
    description: "The mentor starts a session you registered for.",
    group: "mentorship",
    // Live: the page shows Join Now at once; a mail would arrive too late.
    defaults: quiet,
    render: (p: { sessionId: string; sessionTitle: string }) => ({
      title: "Your session is live",
      body: `${quote(p.sessionTitle)} has started. Join now.`,
      link: sessionLink(p.sessionId),
      subject: sessionSubject(p.sessionId),
    }),
  },
  session_cancelled: {
    label: "Session cancellations",
    description: "A mentorship session you registered for is called off.",
    group: "mentorship",
    // As much a part of the reminders as the reminder itself: students too.
    defaults: { inApp: true, mail: true, mailForStudents: true },
    render: (p: {
      sessionTitle: string;
      scheduledAt: number;
      reason: string;
    }) => ({
      title: "Session cancelled",
      body: `${quote(p.sessionTitle)} on ${when(p.scheduledAt)} IST has been cancelled. Reason: ${p.reason}`,
      link: "/mentorship?tab=sessions",
    }),
  },
  session_request_answered: {
    label: "1-on-1 request answers",
    description: "A mentor accepts or declines your 1-on-1 request.",
    group: "mentorship",
    // The student asked for this answer: mail by default, students too.
    defaults: { inApp: true, mail: true, mailForStudents: true },
    render: (
      p:
        | {
            accepted: true;
            mentorName: string;
            scheduledAt: number;
            sessionId: string;
          }
        | {
            accepted: false;
            mentorName: string;
            scheduledAt: number;
            reason: string;
          },
    ) =>
      p.accepted
        ? {
            title: "Your 1-on-1 request was accepted",
            body: `${p.mentorName} will see you on ${when(p.scheduledAt)} IST.`,
            link: sessionLink(p.sessionId),
            subject: sessionSubject(p.sessionId),
          }
        : {
            title: "Your 1-on-1 request was declined",
            body: `${p.mentorName} cannot take the session on ${when(p.scheduledAt)} IST. Reason: ${p.reason}`,
            link: "/mentorship?tab=mentors",
          },
  },
  session_request_received: {
    label: "New 1-on-1 requests",
    description: "A student asks you for a 1-on-1 session.",
    group: "mentorship",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: {
      studentName: string;
      purpose: "mentorship" | "doubt";
      scheduledAt: number;
    }) => ({
      title: "New 1-on-1 request",
      body: `${p.studentName} asks for a ${p.purpose === "doubt" ? "doubt-clearing" : "mentorship"} session on ${when(p.scheduledAt)} IST.`,
      link: PENDING_REQUESTS_LINK,
    }),
  },
  lesson_approved: {
    label: "My uploaded lessons: published",
    description:
      "Staff approve a lesson video you uploaded; it is now a lesson.",
    group: "mentorship",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: { lessonId: string; lessonTitle: string }) => ({
      title: "Your lesson is published",
      body: `Your lesson ${quote(p.lessonTitle)} was approved and is now in the course.`,
      link: `/lessons/${p.lessonId}`,
    }),
  },
  lesson_denied: {
    label: "My uploaded lessons: not approved",
    description:
      "Staff decide not to publish a lesson video you uploaded, with their reason.",
    group: "mentorship",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: {
      lessonTitle: string;
      reason: string;
      /** It had been published: staff reversed their approval. */
      wasListed?: boolean;
    }) => ({
      title: "Your lesson was not approved",
      body: p.wasListed
        ? `${quote(p.lessonTitle)} is no longer shown to students. Reason: ${p.reason}`
        : `${quote(p.lessonTitle)} was not published. Reason: ${p.reason}`,
      link: "/teacher-dashboard",
    }),
  },
  plan_ending: {
    label: "My plan ending",
    description:
      "Your free trial or plan ends in a few days (told once, with the date).",
    group: "plan",
    defaults: quiet,
    render: (p: {
      planName: string;
      trial: boolean;
      endsAt: number;
      daysLeft: number;
    }) => {
      const what = p.trial
        ? `Your free trial of ${p.planName}`
        : `Your ${p.planName} plan`;
      const days = `${p.daysLeft} ${p.daysLeft === 1 ? "day" : "days"}`;
      return {
        title: `${what} ends in ${days}`,
        body: `${what} ends on ${when(p.endsAt)}. After that your account moves to Free: your progress stays, and the Pricing page shows how to keep ${p.planName}.`,
        link: "/pricing",
      };
    },
  },
  parent_declined: {
    label: "My parent's answers",
    description:
      "Your parent or guardian declines something you asked for: deleting your account, or moving up a class.",
    group: "account",
    defaults: quiet,
    render: (p: {
      request: "deletion" | "class_move";
      parentName: string;
    }) => ({
      title:
        p.request === "deletion"
          ? "Your account will not be deleted"
          : "You stay in your class for now",
      body:
        p.request === "deletion"
          ? `${p.parentName} declined your request to delete your account. Talk to them if you still want it deleted.`
          : `${p.parentName} declined your request to move up a class. Talk to them if you think it should change.`,
      link: "/settings/account",
    }),
  },
  content_removed: {
    label: "My posts removed by a moderator",
    description:
      "A moderator removes a thread, reply, club or event of yours after reports.",
    group: "community",
    defaults: quiet,
    render: (p: { what: ReportedKind; title: string; reason?: string }) => ({
      title: `Your ${REPORTED_NOUN[p.what]} was removed by a moderator`,
      body: p.reason
        ? `${quote(p.title)} broke the community rules and is no longer shown to anyone. The moderator's reason: ${p.reason}`
        : `${quote(p.title)} broke the community rules and is no longer shown to anyone.`,
      link: "/community",
    }),
  },
  moderation_warning: {
    label: "Warnings from moderators",
    description:
      "A moderator warns you about something you posted; you are asked to read and acknowledge it.",
    group: "community",
    defaults: quiet,
    render: (p: { reason: string }) => ({
      title: "A moderator has warned you",
      body: `Reason: ${p.reason}`,
      link: "/dashboard",
    }),
  },
  report_outcome: {
    label: "Outcome of my reports",
    description: "A moderator decides about something you reported.",
    group: "community",
    defaults: quiet,
    render: (p: {
      what: ReportedKind | "user";
      title: string;
      outcome: "removed" | "warned" | "dismissed";
    }) => ({
      title: "Your report was reviewed",
      body:
        p.outcome === "removed"
          ? `Thank you. The ${REPORTED_NOUN[p.what]} you reported, ${quote(p.title)}, has been removed.`
          : p.outcome === "warned"
            ? `Thank you. A moderator has warned the author of the ${REPORTED_NOUN[p.what]} you reported, ${quote(p.title)}.`
            : `Thank you. A moderator looked at the ${REPORTED_NOUN[p.what]} you reported, ${quote(p.title)}, and found it within the community rules.`,
      link: "/community",
    }),
  },
  account_suspended: {
    label: "My account: suspended",
    description:
      "An admin suspends your account, with their reason; you cannot post, reply, report, RSVP or join until it is lifted.",
    group: "community",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: { reason: string }) => ({
      title: "Your account is suspended",
      body: `You cannot post, reply, report, RSVP or join for now. Reason: ${p.reason}`,
      link: "/community",
    }),
  },
  account_restored: {
    label: "My account: suspension lifted",
    description: "An admin lifts the suspension of your account.",
    group: "community",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: () => ({
      title: "Your suspension is lifted",
      body: "You can post, reply, report, RSVP and join again. Thank you for keeping the community kind.",
      link: "/community",
    }),
  },
  child_warned: {
    label: "My child warned by a moderator",
    description:
      "A moderator warns your child about something they posted, with the reason your child was given.",
    group: "family",
    defaults: SAFETY,
    render: (p: { childId: string; childName: string; reason: string }) => ({
      title: `A moderator has warned ${p.childName}`,
      body: `A moderator warned ${p.childName} about something they posted in the community. The reason they were given: ${p.reason}`,
      link: PARENT_LINK,
      subject: { table: "users", id: p.childId },
    }),
  },
  child_suspended: {
    label: "My child's account suspended",
    description:
      "An admin suspends your child's account, with the reason your child was given.",
    group: "family",
    defaults: SAFETY,
    render: (p: { childId: string; childName: string; reason: string }) => ({
      title: `${p.childName}'s account is suspended`,
      body: `An admin suspended ${p.childName}'s account. Until an admin lifts the suspension they cannot post, reply, report, RSVP or join in the community; they can still learn. The reason they were given: ${p.reason}`,
      link: PARENT_LINK,
      subject: { table: "users", id: p.childId },
    }),
  },
  child_restored: {
    label: "My child's suspension lifted",
    description: "An admin lifts the suspension of your child's account.",
    group: "family",
    defaults: SAFETY,
    render: (p: { childId: string; childName: string }) => ({
      title: `${p.childName}'s suspension is lifted`,
      body: `An admin lifted the suspension of ${p.childName}'s account: they can post, reply, report, RSVP and join again.`,
      link: PARENT_LINK,
      subject: { table: "users", id: p.childId },
    }),
  },
  weekly_report: {
    label: "Weekly report on my child",
    description:
      "Every Sunday evening, for a child on Pro: their week's lessons, tests with scores, time spent, streak and what to practise next, by e-mail.",
    group: "family",
    defaults: { inApp: false, mail: true, mailForStudents: false },
    mailOnly: true,
    // Sent as its own mail (families/model/report.ts), never to the inbox.
    render: (p: { childName: string }) => ({
      title: `${p.childName}'s week on VidyaQuest`,
      body: `${p.childName}'s weekly report is in your e-mail.`,
      link: PARENT_LINK,
    }),
  },
  plan_requested: {
    label: "My child asks me to pay for a plan",
    description:
      "Your child asks you to pay for Premium or Pro; you pay or decline from your page.",
    group: "family",
    defaults: SAFETY,
    render: (p: { childName: string; planName: string; price: string }) => ({
      title: `${p.childName} asks you to pay for ${p.planName}`,
      body: `${p.childName} would like ${p.planName} (${p.price}). You can pay or decline on your page.`,
      link: PARENT_LINK,
    }),
  },
  plan_request_declined: {
    label: "My parent's answer about a plan",
    description:
      "Your parent or guardian declines to pay for a plan you asked for.",
    group: "account",
    defaults: quiet,
    render: (p: { parentName: string; planName: string }) => ({
      title: `${p.parentName} did not pay for ${p.planName}`,
      body: `${p.parentName} declined your request for ${p.planName}. Talk to them if you still want it.`,
      link: "/pricing",
    }),
  },
  plan_renewal_due: {
    label: "My paid plan ends soon",
    description:
      "A few days before a paid Premium or Pro period ends, a reminder to renew it (it does not renew by itself). Not about the free trial.",
    group: "account",
    defaults: { inApp: true, mail: true, mailForStudents: false },
    render: (p: { planName: string; endsOn: string; childName?: string }) => ({
      title: p.childName
        ? `${p.childName}'s ${p.planName} ends on ${p.endsOn}`
        : `Your ${p.planName} ends on ${p.endsOn}`,
      body: p.childName
        ? `${p.childName}'s paid ${p.planName} ends on ${p.endsOn} and does not renew by itself. You can pay for another period on your page.`
        : `Your paid ${p.planName} ends on ${p.endsOn} and does not renew by itself. Buy another period on the pricing page, or ask a parent to pay.`,
      link: p.childName ? PARENT_LINK : "/pricing",
    }),
  },
} as const satisfies Record<string, Entry<never>>;

/** What a member can report other than a member. */
export type ReportedKind = "thread" | "reply" | "club" | "event";
const REPORTED_NOUN: Record<ReportedKind | "user", string> = {
  thread: "thread",
  reply: "reply",
  club: "club",
  event: "event",
  user: "member",
};

export type NoticeKind = keyof typeof NOTICES;
export const NOTICE_KINDS = Object.keys(NOTICES) as NoticeKind[];
export type NoticePayload<K extends NoticeKind> = Parameters<
  (typeof NOTICES)[K]["render"]
>[0];

export function renderNotice<K extends NoticeKind>(
  kind: K,
  payload: NoticePayload<K>,
): RenderedNotice {
  return (NOTICES[kind].render as (p: NoticePayload<K>) => RenderedNotice)(
    payload,
  );
}

export type NoticeChannel = "inApp" | "mail";

/** The default for a kind and channel, before the person's own choice. */
export function defaultPreference(
  kind: NoticeKind,
  channel: NoticeChannel,
  isStudent: boolean,
): boolean {
  const d: Defaults = NOTICES[kind].defaults;
  if (channel === "inApp") return d.inApp;
  return isStudent ? d.mailForStudents : d.mail;
}

/** The bell shows counts up to this, then "99+". */
export const UNREAD_SHOWN_MAX = 99;
/** A user's inbox keeps this many of the newest notices. */
export const INBOX_KEEP = 200;
/** What the inbox says of a notice whose subject is gone. */
export const GONE_TEXT: Record<NoticeSubject["table"], string> = {
  forum_threads: "This thread has since been removed.",
  forum_replies: "This reply has since been removed.",
  community_events: "This event has since been cancelled.",
  mentorship_sessions: "This session has since been cancelled.",
  users: "The account this notice was about has been deleted.",
};

/** A notice about a person, as it reads once that person is erased. */
export const ERASED_SUBJECT_NOTICE = {
  title: "A notice about a deleted account",
  body: "The account this notice was about has been deleted, with everything in it.",
};
/** What the inbox says of a notice whose subject a moderator took down. */
export const REMOVED_BY_MODERATOR_TEXT: Record<
  Exclude<NoticeSubject["table"], "mentorship_sessions" | "users">,
  string
> = {
  forum_threads: "This thread was removed by a moderator.",
  forum_replies: "This reply was removed by a moderator.",
  community_events: "This event was removed by a moderator.",
};
