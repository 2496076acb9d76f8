import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { paths } from "../config/paths";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";

/** Every page is its own chunk: a visitor downloads only the screens they open. */
const upcoming =
  (name: keyof typeof import("./pages/UpcomingPages")) => async () => {
    const pages = await import("./pages/UpcomingPages");
    return { Component: pages[name] };
  };

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import("../features/home/HomePage")).HomePage,
            }),
          },
          { path: paths.courses.path, lazy: upcoming("CoursesPage") },
          { path: paths.tests.path, lazy: upcoming("TestsPage") },
          {
            path: paths.pricing.path,
            lazy: async () => ({
              Component: (await import("../features/pricing/PricingPage"))
                .PricingPage,
            }),
          },
          { path: paths.login.path, lazy: upcoming("LoginPage") },
          {
            path: paths.forgotPassword.path,
            lazy: upcoming("ForgotPasswordPage"),
          },
          {
            path: paths.resetPassword.path,
            lazy: upcoming("ResetPasswordPage"),
          },
          {
            path: paths.signupStudent.path,
            lazy: upcoming("SignupStudentPage"),
          },
          { path: paths.signupMentor.path, lazy: upcoming("SignupMentorPage") },
          { path: paths.mentorship.path, lazy: upcoming("MentorshipPage") },
          {
            path: paths.mentorApplication.path,
            lazy: upcoming("MentorApplicationPage"),
          },
          { path: paths.community.path, lazy: upcoming("CommunityPage") },
          { path: paths.newThread.path, lazy: upcoming("NewThreadPage") },
          { path: paths.thread.path, lazy: upcoming("ThreadPage") },
          { path: paths.createClub.path, lazy: upcoming("CreateClubPage") },
          { path: paths.club.path, lazy: upcoming("ClubPage") },
          { path: paths.createEvent.path, lazy: upcoming("CreateEventPage") },
          { path: paths.donations.path, lazy: upcoming("DonationsPage") },
          {
            lazy: async () => ({
              Component: (await import("../features/auth/RequireSignIn"))
                .RequireSignIn,
            }),
            children: [
              {
                path: paths.dashboard.path,
                lazy: upcoming("StudentDashboardPage"),
              },
              {
                path: paths.teacherDashboard.path,
                lazy: upcoming("TeacherDashboardPage"),
              },
              {
                path: paths.mentorDashboard.path,
                lazy: upcoming("MentorDashboardPage"),
              },
            ],
          },
          {
            path: paths.admin.root.path,
            lazy: async () => ({
              Component: (await import("../features/admin/AdminLayout"))
                .AdminLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (
                    await import("../features/admin/AdminPlaceholderPages")
                  ).AdminOverviewPage,
                }),
              },
              {
                path: paths.admin.content.path,
                lazy: async () => ({
                  Component: (
                    await import("../features/admin/AdminPlaceholderPages")
                  ).AdminContentPage,
                }),
              },
              {
                path: paths.admin.activity.path,
                lazy: async () => ({
                  Component: (
                    await import("../features/admin/AdminPlaceholderPages")
                  ).AdminActivityPage,
                }),
              },
              {
                path: paths.admin.reports.path,
                lazy: async () => ({
                  Component: (
                    await import("../features/admin/AdminPlaceholderPages")
                  ).AdminReportsPage,
                }),
              },
            ],
          },
          {
            path: paths.demo.path,
            lazy: async () => ({
              Component: (await import("../features/info/DemoPage")).DemoPage,
            }),
          },
          {
            path: paths.about.path,
            lazy: async () => ({
              Component: (await import("../features/info/AboutPage")).AboutPage,
            }),
          },
          {
            path: paths.blog.path,
            lazy: async () => ({
              Component: (await import("../features/info/BlogPage")).BlogPage,
            }),
          },
          {
            path: paths.help.path,
            lazy: async () => ({
              Component: (await import("../features/info/HelpPage")).HelpPage,
            }),
          },
          {
            path: paths.privacy.path,
            lazy: async () => ({
              Component: (await import("../features/info/PrivacyPage"))
                .PrivacyPage,
            }),
          },
          {
            path: paths.terms.path,
            lazy: async () => ({
              Component: (await import("../features/info/TermsPage")).TermsPage,
            }),
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
