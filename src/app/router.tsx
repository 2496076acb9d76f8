import { Suspense, type ComponentType } from "react";
import {
  createBrowserRouter,
  matchRoutes,
  type RouteObject,
} from "react-router-dom";
import { PageLoader } from "../components/PageLoader";
import { paths } from "../config/paths";
import type { SignedInPageHandle } from "../features/accounts/RequireSignIn";
import { AppLayout } from "./layout/AppLayout";
import { ensureLive, Live } from "./live/live";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";

/**
 * Every page is its own chunk: a visitor downloads only the screens they
 * open. A page with live data or an account form loads the live connection
 * with its chunk, so it is there before the page renders.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => {
    const [module] = await Promise.all([load(), ensureLive()]);
    return { Component: module[name] as ComponentType };
  };
}
/** A page that shows the same to every visitor: no backend client loads for it. */
function staticPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

export const routes: RouteObject[] = [
  {
    // The one Suspense boundary over the whole layout: anything in a page
    // that suspends without its own shows the loader. Over the live providers
    // too: a pre-rendered page hydrates as one piece, in slices, before the
    // providers' first effects run; a boundary below them would be left for a
    // later pass that their first change (loading → signed out) forces to
    // finish in one blocking task.
    element: (
      <Suspense fallback={<PageLoader label="Loading page" fillScreen />}>
        <Live>
          <AppLayout />
        </Live>
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
    // While the first page's chunk loads, a loader fills the screen (React
    // Router warns on every page without one); then the layout and the page
    // render once, together: nothing shifts, and nothing renders twice.
    hydrateFallbackElement: <PageLoader label="Loading page" fillScreen />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: staticPage(() => import("./pages/home/HomePage"), "HomePage"),
          },
          {
            path: paths.courses.path,
            lazy: page(
              () => import("../features/learning/courses/CoursesPage"),
              "CoursesPage",
            ),
          },
          {
            path: paths.subject.path,
            lazy: page(
              () => import("../features/learning/courses/SubjectPage"),
              "SubjectPage",
            ),
          },
          {
            path: paths.lesson.path,
            lazy: page(
              () => import("../features/learning/courses/LessonPage"),
              "LessonPage",
            ),
          },
          {
            path: paths.tests.path,
            lazy: page(
              () => import("../features/learning/mockTests/TestsPage"),
              "TestsPage",
            ),
          },
          {
            path: paths.testDemo.path,
            lazy: page(
              () => import("../features/learning/mockTests/DemoTestPage"),
              "DemoTestPage",
            ),
          },
          {
            path: paths.pricing.path,
            lazy: page(
              () => import("../features/pricing/PricingPage"),
              "PricingPage",
            ),
          },
          {
            path: paths.login.path,
            lazy: page(
              () => import("../features/accounts/LoginPage"),
              "LoginPage",
            ),
          },
          {
            path: paths.forgotPassword.path,
            lazy: page(
              () => import("../features/accounts/ForgotPasswordPage"),
              "ForgotPasswordPage",
            ),
          },
          {
            path: paths.resetPassword.path,
            lazy: page(
              () => import("../features/accounts/ResetPasswordPage"),
              "ResetPasswordPage",
            ),
          },
          {
            path: paths.signupStudent.path,
            lazy: page(
              () => import("../features/accounts/SignupStudentPage"),
              "SignupStudentPage",
            ),
          },
          {
            path: paths.signupMentor.path,
            lazy: page(
              () => import("../features/accounts/SignupMentorPage"),
              "SignupMentorPage",
            ),
          },
          {
            path: paths.signupParent.path,
            lazy: page(
              () => import("../features/accounts/SignupParentPage"),
              "SignupParentPage",
            ),
          },
          {
            path: paths.consent.path,
            lazy: page(
              () => import("../features/families/ConsentPage"),
              "ConsentPage",
            ),
          },
          {
            path: paths.mentorship.path,
            lazy: page(
              () => import("../features/mentorship/MentorshipPage"),
              "MentorshipPage",
            ),
          },
          {
            path: paths.mentorshipProgram.path,
            lazy: page(
              () => import("../features/mentorship/programs/ProgramPage"),
              "ProgramPage",
            ),
          },
          {
            path: paths.mentorshipSessions.path,
            lazy: page(
              () => import("../features/mentorship/sessions/AllSessionsPage"),
              "AllSessionsPage",
            ),
          },
          {
            path: paths.mentorshipSession.path,
            lazy: page(
              () => import("../features/mentorship/sessions/SessionPage"),
              "SessionPage",
            ),
          },
          {
            path: paths.mentorProfile.path,
            lazy: page(
              () => import("../features/mentorship/mentors/MentorProfilePage"),
              "MentorProfilePage",
            ),
          },
          {
            path: paths.mentorApplication.path,
            lazy: page(
              () =>
                import("../features/mentorship/application/MentorApplicationPage"),
              "MentorApplicationPage",
            ),
          },
          {
            path: paths.community.path,
            lazy: page(
              () => import("../features/community/CommunityPage"),
              "CommunityPage",
            ),
          },
          {
            path: paths.thread.path,
            lazy: page(
              () => import("../features/community/forums/ThreadPage"),
              "ThreadPage",
            ),
          },
          {
            path: paths.club.path,
            lazy: page(
              () => import("../features/community/clubs/ClubPage"),
              "ClubPage",
            ),
          },
          {
            path: paths.donations.path,
            lazy: page(
              () => import("../features/donations/DonationsPage"),
              "DonationsPage",
            ),
          },
          {
            path: paths.donationReceipt.path,
            lazy: page(
              () => import("../features/donations/ReceiptPage"),
              "ReceiptPage",
            ),
          },
          {
            path: paths.verifyCertificate.path,
            lazy: page(
              () =>
                import("../features/learning/certificates/VerifyCertificatePage"),
              "VerifyCertificatePage",
            ),
          },
          {
            path: paths.unsubscribe.path,
            lazy: page(
              () => import("../features/notifications/UnsubscribePage"),
              "UnsubscribePage",
            ),
          },
          {
            lazy: page(
              () => import("../features/accounts/RequireSignIn"),
              "RequireSignIn",
            ),
            children: [
              {
                path: paths.parent.path,
                lazy: page(
                  () => import("../features/families/ParentHomePage"),
                  "ParentHomePage",
                ),
              },
              {
                path: paths.planReceipt.path,
                lazy: page(
                  () => import("../features/pricing/PlanReceiptPage"),
                  "PlanReceiptPage",
                ),
              },
              {
                path: paths.dashboard.path,
                // The skeleton shown while the session resolves comes with
                // the page's chunk (the router loads it before rendering),
                // so its code stays out of every other page's entry.
                lazy: async () => {
                  const [route, { DashboardSkeleton }] = await Promise.all([
                    page(
                      () =>
                        import("../features/learning/dashboard/DashboardPage"),
                      "DashboardPage",
                    )(),
                    import("../features/learning/dashboard/DashboardSkeleton"),
                  ]);
                  return {
                    ...route,
                    handle: {
                      pending: <DashboardSkeleton />,
                    } satisfies SignedInPageHandle,
                  };
                },
              },
              {
                path: paths.teacherDashboard.path,
                lazy: page(
                  () =>
                    import("../features/mentorship/workspace/TeacherDashboardPage"),
                  "TeacherDashboardPage",
                ),
              },
              {
                path: paths.mentorDashboard.path,
                lazy: page(
                  () =>
                    import("../features/mentorship/workspace/MentorDashboardPage"),
                  "MentorDashboardPage",
                ),
              },
              {
                path: paths.testAttempt.path,
                lazy: page(
                  () => import("../features/learning/mockTests/AttemptPage"),
                  "AttemptPage",
                ),
              },
              {
                path: paths.testResult.path,
                lazy: page(
                  () => import("../features/learning/mockTests/ResultPage"),
                  "ResultPage",
                ),
              },
              {
                path: paths.paperAttempt.path,
                lazy: page(
                  () =>
                    import("../features/learning/boardPapers/PaperAttemptPage"),
                  "PaperAttemptPage",
                ),
              },
              {
                path: paths.paperResult.path,
                lazy: page(
                  () =>
                    import("../features/learning/boardPapers/PaperResultPage"),
                  "PaperResultPage",
                ),
              },
              {
                path: paths.newThread.path,
                lazy: page(
                  () => import("../features/community/forums/NewThreadPage"),
                  "NewThreadPage",
                ),
              },
              {
                path: paths.createClub.path,
                lazy: page(
                  () => import("../features/community/clubs/CreateClubPage"),
                  "CreateClubPage",
                ),
              },
              {
                path: paths.createEvent.path,
                lazy: page(
                  () => import("../features/community/events/CreateEventPage"),
                  "CreateEventPage",
                ),
              },
              {
                path: paths.notifications.path,
                lazy: page(
                  () => import("../features/notifications/NotificationsPage"),
                  "NotificationsPage",
                ),
              },
              {
                path: paths.notificationSettings.path,
                lazy: page(
                  () =>
                    import("../features/notifications/NotificationSettingsPage"),
                  "NotificationSettingsPage",
                ),
              },
              {
                path: paths.accountSettings.path,
                lazy: page(
                  () => import("../features/privacy/AccountSettingsPage"),
                  "AccountSettingsPage",
                ),
              },
            ],
          },
          {
            path: paths.admin.root.path,
            lazy: page(
              () => import("../features/admin/AdminLayout"),
              "AdminLayout",
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import("../features/admin/AdminOverviewPage"),
                  "AdminOverviewPage",
                ),
              },
              {
                path: paths.admin.content.path,
                lazy: page(
                  () => import("../features/admin/ContentManagementPage"),
                  "ContentManagementPage",
                ),
              },
              {
                path: paths.admin.activity.path,
                lazy: page(
                  () => import("../features/admin/UserActivityPage"),
                  "UserActivityPage",
                ),
              },
              {
                path: paths.admin.users.path,
                lazy: page(
                  () => import("../features/admin/StaffManagementPage"),
                  "StaffManagementPage",
                ),
              },
              {
                path: paths.admin.donations.path,
                lazy: page(
                  () => import("../features/admin/DonationOrdersPage"),
                  "DonationOrdersPage",
                ),
              },
              {
                path: paths.admin.reports.path,
                lazy: page(
                  () => import("../features/admin/ReportsPage"),
                  "ReportsPage",
                ),
              },
              {
                path: paths.admin.applications.path,
                lazy: page(
                  () => import("../features/admin/MentorApplicationsPage"),
                  "MentorApplicationsPage",
                ),
              },
              {
                path: paths.admin.application.path,
                lazy: page(
                  () => import("../features/admin/MentorApplicationReviewPage"),
                  "MentorApplicationReviewPage",
                ),
              },
            ],
          },
          {
            path: paths.demo.path,
            lazy: staticPage(() => import("./pages/info/DemoPage"), "DemoPage"),
          },
          {
            path: paths.about.path,
            lazy: staticPage(
              () => import("./pages/info/AboutPage"),
              "AboutPage",
            ),
          },
          {
            path: paths.blog.path,
            lazy: staticPage(() => import("./pages/info/BlogPage"), "BlogPage"),
          },
          {
            path: paths.help.path,
            lazy: staticPage(() => import("./pages/info/HelpPage"), "HelpPage"),
          },
          {
            path: paths.privacy.path,
            lazy: staticPage(
              () => import("./pages/info/PrivacyPage"),
              "PrivacyPage",
            ),
          },
          {
            path: paths.terms.path,
            lazy: staticPage(
              () => import("./pages/info/TermsPage"),
              "TermsPage",
            ),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's router, with the chunks of the routes the address matches (and
 * the live connection, for pages that use it) loaded first: the first render
 * is the page itself, never a loader, and nothing under it mounts twice. For
 * a page pre-rendered at build time that render is the one hydrated.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
}
