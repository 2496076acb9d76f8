/** Every route of the app, once. Screens link with `paths.x.href(...)`. */
export const paths = {
  home: { path: "/", href: () => "/" },
  courses: {
    path: "/courses",
    href: (grade?: number) => (grade ? `/courses?class=${grade}` : "/courses"),
  },
  subject: {
    path: "/courses/class/:grade/:slug",
    href: (grade: number, slug: string) =>
      `/courses/class/${grade}/${encodeURIComponent(slug)}`,
  },
  lesson: {
    path: "/lessons/:lessonId",
    href: (lessonId: string) => `/lessons/${lessonId}`,
  },
  tests: { path: "/tests", href: () => "/tests" },
  testDemo: {
    path: "/tests/demo",
    href: (grade?: number) =>
      grade ? `/tests/demo?class=${grade}` : "/tests/demo",
  },
  testAttempt: {
    path: "/tests/attempt/:attemptId",
    href: (attemptId: string) => `/tests/attempt/${attemptId}`,
  },
  testResult: {
    path: "/tests/result/:attemptId",
    href: (attemptId: string) => `/tests/result/${attemptId}`,
  },
  paperAttempt: {
    path: "/tests/papers/attempt/:attemptId",
    href: (attemptId: string) => `/tests/papers/attempt/${attemptId}`,
  },
  paperResult: {
    path: "/tests/papers/result/:attemptId",
    href: (attemptId: string) => `/tests/papers/result/${attemptId}`,
  },
  dashboard: { path: "/dashboard", href: () => "/dashboard" },
  teacherDashboard: {
    path: "/teacher-dashboard",
    href: () => "/teacher-dashboard",
  },
  /** With a subject, the page names it and the trial leads back to it. */
  pricing: {
    path: "/pricing",
    href: (unlock?: { grade: number; slug: string }) =>
      unlock
        ? `/pricing?${new URLSearchParams({ subject: unlock.slug, class: String(unlock.grade) })}`
        : "/pricing",
  },
  login: { path: "/login", href: () => "/login" },
  forgotPassword: { path: "/forgot-password", href: () => "/forgot-password" },
  resetPassword: { path: "/reset-password", href: () => "/reset-password" },
  signupStudent: { path: "/signup-student", href: () => "/signup-student" },
  signupMentor: { path: "/signup-mentor", href: () => "/signup-mentor" },
  signupParent: { path: "/signup-parent", href: () => "/signup-parent" },
  consent: {
    path: "/consent/:token",
    href: (token: string) => `/consent/${token}`,
  },
  parent: { path: "/parent", href: () => "/parent" },
  mentorship: {
    path: "/mentorship",
    href: (tab?: "programs" | "mentors" | "sessions" | "become") =>
      tab ? `/mentorship?tab=${tab}` : "/mentorship",
  },
  mentorshipProgram: {
    path: "/mentorship/programs/:programId",
    href: (programId: string) => `/mentorship/programs/${programId}`,
  },
  mentorshipSessions: {
    path: "/mentorship/sessions",
    href: () => "/mentorship/sessions",
  },
  mentorshipSession: {
    path: "/mentorship/sessions/:sessionId",
    href: (sessionId: string) => `/mentorship/sessions/${sessionId}`,
  },
  mentorProfile: {
    path: "/mentors/:mentorId",
    href: (mentorId: string) => `/mentors/${mentorId}`,
  },
  mentorApplication: {
    path: "/mentor-application",
    href: () => "/mentor-application",
  },
  mentorDashboard: {
    path: "/mentor-dashboard",
    href: () => "/mentor-dashboard",
  },
  community: { path: "/community", href: () => "/community" },
  newThread: {
    path: "/community/new-thread",
    href: () => "/community/new-thread",
  },
  thread: {
    path: "/community/thread/:threadId",
    href: (threadId: string) => `/community/thread/${threadId}`,
  },
  createClub: {
    path: "/community/create-club",
    href: () => "/community/create-club",
  },
  club: {
    path: "/community/club/:clubId",
    href: (clubId: string) => `/community/club/${clubId}`,
  },
  createEvent: {
    path: "/community/create-event",
    href: () => "/community/create-event",
  },
  donations: { path: "/donations", href: () => "/donations" },
  /** A donation's receipt; the key in the link is what grants it. */
  planReceipt: {
    path: "/pricing/receipt/:receipt",
    href: (receipt: string) => `/pricing/receipt/${receipt}`,
  },
  donationReceipt: {
    path: "/donations/receipt/:receipt",
    href: (receipt: string) => `/donations/receipt/${receipt}`,
  },
  notifications: { path: "/notifications", href: () => "/notifications" },
  notificationSettings: {
    path: "/settings/notifications",
    href: () => "/settings/notifications",
  },
  /** Your data and account: correct my profile, download my data, delete my account. */
  accountSettings: {
    path: "/settings/account",
    href: () => "/settings/account",
  },
  /** Anyone's check of a certificate by the code printed on it. */
  verifyCertificate: {
    path: "/verify/:code",
    href: (code: string) => `/verify/${code}`,
  },
  /** Where a notice mail's unsubscribe link leads (the token names the person and the kind). */
  unsubscribe: {
    path: "/unsubscribe",
    href: (token: string) => `/unsubscribe?${new URLSearchParams({ token })}`,
  },
  admin: {
    root: { path: "/admin", href: () => "/admin" },
    content: { path: "content", href: () => "/admin/content" },
    activity: { path: "activity", href: () => "/admin/activity" },
    reports: { path: "reports", href: () => "/admin/reports" },
    users: { path: "users", href: () => "/admin/users" },
    donations: { path: "donations", href: () => "/admin/donations" },
    applications: {
      path: "applications",
      href: () => "/admin/applications",
    },
    application: {
      path: "applications/:applicationId",
      href: (applicationId: string) => `/admin/applications/${applicationId}`,
    },
  },
  demo: { path: "/demo", href: () => "/demo" },
  about: { path: "/about", href: () => "/about" },
  blog: { path: "/blog", href: () => "/blog" },
  help: { path: "/help", href: () => "/help" },
  privacy: { path: "/privacy", href: () => "/privacy" },
  terms: { path: "/terms", href: () => "/terms" },
} as const;
