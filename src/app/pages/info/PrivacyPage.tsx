import {
  Anchor,
  Container,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router-dom";
import { CLASS_MOVE_WINDOW, ERASE_AFTER_DAYS } from "@convex/families/rules";
import { DELETION_GRACE_DAYS } from "@convex/privacy/deletionRules";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { LastUpdated } from "./LastUpdated";
import { PolicySection } from "./PolicySection";
import { SupportContact } from "./SupportContact";

export function PrivacyPage() {
  return (
    <Container size="md" py="xl">
      <title>{`Privacy policy · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Privacy policy</Title>
          <LastUpdated />
          <Text>
            This page explains what information {site.name} keeps about you, why
            we keep it, who can see it, and how you can get a copy or have it
            deleted. Most of our users are school students, so we have written
            it for a student and a parent to read together. If anything is
            unclear, please ask us. Our contact details are at the end of this
            page.
          </Text>
        </Stack>

        <Paper
          withBorder
          radius="md"
          p="lg"
          component="section"
          aria-labelledby="policy-short"
        >
          <Stack gap="sm">
            <Title order={2} id="policy-short">
              The short version
            </Title>
            <List spacing="xs">
              <List.Item>
                We keep only what we need to run your account and your learning.
              </List.Item>
              <List.Item>
                We do not show ads, we do not sell your data, and we do not use
                third-party trackers.
              </List.Item>
              <List.Item>
                If you are under 18, a parent or guardian consents before your
                account is used, and can follow and act for you from their own
                account.
              </List.Item>
              <List.Item>
                You can download your data, correct it, or delete your account
                yourself, at any time, from{" "}
                <Anchor
                  underline="always"
                  component={Link}
                  to={paths.accountSettings.href()}
                >
                  Your data and account
                </Anchor>
                .
              </List.Item>
            </List>
          </Stack>
        </Paper>

        <PolicySection id="what-we-store" title="What we store">
          <Title order={3} size="h4">
            Your account
          </Title>
          <List spacing="xs">
            <List.Item>
              Your e-mail address, your full name and whether you are a student
              or a mentor.
            </List.Item>
            <List.Item>Students: your class (6 to 12).</List.Item>
            <List.Item>
              Mentors: your subject or expertise and your qualification. If you
              apply to be a mentor, we also keep your application: years of
              experience, areas of expertise, why you want to mentor, whether
              you volunteer, and a phone number if you chose to give one.
            </List.Item>
            <List.Item>
              Your settings, such as your leaderboard nickname, your time zone
              (used to count streak days) and your daily XP goal.
            </List.Item>
            <List.Item>
              Your password, but only in hashed form: a scrambled version that
              cannot be turned back into your password, not even by us.
            </List.Item>
          </List>

          <Title order={3} size="h4">
            Your learning
          </Title>
          <List spacing="xs">
            <List.Item>The lessons you watch and how far you got.</List.Item>
            <List.Item>
              Your test attempts, the answers you gave and your scores.
            </List.Item>
            <List.Item>
              Your XP, level, streaks, streak freezes, badges and time spent
              learning each day.
            </List.Item>
            <List.Item>
              The mentorship sessions you register for, and any feedback you
              give on them.
            </List.Item>
          </List>

          <Title order={3} size="h4">
            The community
          </Title>
          <List spacing="xs">
            <List.Item>
              The forum threads and replies you write, and the posts you upvote.
            </List.Item>
            <List.Item>
              The clubs you create or join, and the events you create or
              register for.
            </List.Item>
            <List.Item>
              Reports you make about posts, and any warning a moderator gives
              your account.
            </List.Item>
          </List>

          <Title order={3} size="h4">
            Plans, payments and donations
          </Title>
          <List spacing="xs">
            <List.Item>
              Your plan and, if you take the free trial, when it started and
              ends.
            </List.Item>
            <List.Item>
              For a donation: the donor name (you can leave it blank, and then
              it is shown as Anonymous), the amount, whether the payment went
              through, and the payment reference.
            </List.Item>
            <List.Item>
              Card, UPI and bank details go straight to our payment provider,
              Razorpay. We never see them and never store them. Razorpay&apos;s
              own privacy policy covers what you give them.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection id="why" title="Why we use it">
          <Text>We use your information only to:</Text>
          <List spacing="xs">
            <List.Item>run your account and let you sign in;</List.Item>
            <List.Item>
              show your lessons, tests, progress, XP, streaks, badges and
              leaderboard place;
            </List.Item>
            <List.Item>
              run mentorship sessions, the forums, clubs and events;
            </List.Item>
            <List.Item>keep the community safe by handling reports;</List.Item>
            <List.Item>take payments and donations; and</List.Item>
            <List.Item>
              answer you when you contact support, and send e-mails you ask for,
              such as password resets.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection id="never" title="What we never do">
          <List spacing="xs">
            <List.Item>We do not show ads.</List.Item>
            <List.Item>We do not sell, rent or trade your data.</List.Item>
            <List.Item>
              We do not use third-party trackers, advertising cookies or
              analytics that follow you around the internet.
            </List.Item>
            <List.Item>
              We do not track or monitor children&apos;s behaviour, and we load
              no analytics scripts. Progress, streaks and suggestions of what to
              practise are the service itself, for the student and their parent,
              never used for advertising.
            </List.Item>
            <List.Item>
              We do not build profiles of children for advertising, and we do
              not ask students for a phone number, home address or photo.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection id="who-sees" title="Who sees what">
          <List spacing="xs">
            <List.Item>
              <Text span fw={700}>
                Everyone:
              </Text>{" "}
              forum threads and replies, with the author&apos;s name; the member
              lists of clubs; and the donation history, with the donor name (or
              Anonymous) and the amount.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                The leaderboard:
              </Text>{" "}
              shows your nickname or Anonymous, never your full name. You can
              opt out and not appear on it at all.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Mentors:
              </Text>{" "}
              see only the students registered for their own sessions, and the
              feedback on those sessions (with the student&apos;s name, or
              Anonymous if the student chose that).
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Parents and guardians:
              </Text>{" "}
              a linked parent whose consent stands sees their own child&apos;s
              page and the requests waiting for them, and can download their
              child&apos;s data. Nobody else&apos;s.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Moderators and admins:
              </Text>{" "}
              see reports and the posts they are about, and content sent in for
              review. Admins also see the activity log, a list of actions taken
              on the platform, so that problems can be traced. They look at
              account details only to help you or to keep the platform safe.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Service providers:
              </Text>{" "}
              the company that hosts our database, the service that delivers our
              e-mails, and Razorpay for payments. They handle data only to do
              that job for us.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                The authorities:
              </Text>{" "}
              only when the law requires us to share something.
            </List.Item>
          </List>
          <Text>Your test answers, scores and progress are not public.</Text>
        </PolicySection>

        <PolicySection id="consent" title="Children and parental consent">
          <Text>
            {site.name} is for students in Classes 6 to 12, so most of our users
            are under 18. India&apos;s Digital Personal Data Protection Act,
            2023 treats everyone under 18 as a child, and asks for a
            parent&apos;s or guardian&apos;s consent before a child&apos;s data
            is used. This is how it works here.
          </Text>
          <Title order={3} size="h4">
            Consent at sign-up
          </Title>
          <List spacing="xs">
            <List.Item>
              A student signing up gives their parent&apos;s or guardian&apos;s
              e-mail address. We e-mail the parent a link to read what we keep
              and why, in English and Hindi, and to consent or refuse.
            </List.Item>
            <List.Item>
              The parent consents from a parent account made with that same
              e-mail address, ticking a declaration that they are the
              child&apos;s parent or lawful guardian. We keep a record of the
              consent: who, when, and the words they agreed to.
            </List.Item>
            <List.Item>
              Until the parent consents, the student can look around but cannot
              post, take tests, join sessions or save anything. We hold only
              what the account needs: name, e-mail, class, password (hashed) and
              the parent&apos;s e-mail.
            </List.Item>
            <List.Item>
              If the parent refuses, or does not answer within{" "}
              {ERASE_AFTER_DAYS} days, the account and everything in it is
              erased.
            </List.Item>
          </List>
          <Title order={3} size="h4">
            The parent&apos;s page
          </Title>
          <Text>
            A parent signs in to{" "}
            <Anchor
              underline="always"
              component={Link}
              to={paths.parent.href()}
            >
              their parent page
            </Anchor>
            , which lists each child linked to them. From there a parent can:
          </Text>
          <List spacing="xs">
            <List.Item>download their child&apos;s data;</List.Item>
            <List.Item>
              confirm or decline their child&apos;s request to delete their
              account: once confirmed, the account is deleted after{" "}
              {DELETION_GRACE_DAYS} days, and the child can still cancel until
              then;
            </List.Item>
            <List.Item>
              confirm or decline their child&apos;s request to move up a class
              (asked from {CLASS_MOVE_WINDOW.words}, at the start of the school
              year); and
            </List.Item>
            <List.Item>
              withdraw their consent at any time, with one confirmation: the
              child&apos;s account closes at once and everything in it is
              erased.
            </List.Item>
          </List>
          <Text>
            A child may have two linked parents or guardians; either may act. We
            have not been certified or audited by any authority. If you think we
            have got something wrong, please tell us.
          </Text>
        </PolicySection>

        <PolicySection id="retention" title="How long we keep it">
          <List spacing="xs">
            <List.Item>We keep your data while your account is open.</List.Item>
            <List.Item>
              When your account is deleted, we delete your data, except what the
              law requires us to keep.
            </List.Item>
            <List.Item>
              Payment and donation records are kept for as long as tax and
              accounting laws require.
            </List.Item>
            <List.Item>
              Reports and moderation records are kept only as long as they are
              needed to keep the community safe.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection
          id="your-rights"
          title="Getting a copy, correcting or deleting your data"
        >
          <Text>
            You can do all of this yourself, signed in, from{" "}
            <Anchor
              underline="always"
              component={Link}
              to={paths.accountSettings.href()}
            >
              Your data and account
            </Anchor>
            . For a child, their parent or guardian can also act from their
            parent page.
          </Text>
          <List spacing="xs">
            <List.Item>
              <Text span fw={700}>
                A copy:
              </Text>{" "}
              Download my data gives you a ZIP file of everything we keep about
              you, straight away. A parent can download their child&apos;s data
              the same way.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Corrections:
              </Text>{" "}
              change your name, nickname and leaderboard choice yourself. A
              student moves up a class from the same page, from{" "}
              {CLASS_MOVE_WINDOW.words}, and a parent confirms it. For anything
              else, write to us.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Deleting your account:
              </Text>{" "}
              your account is deleted {DELETION_GRACE_DAYS} days after you ask,
              and you can cancel until then. A student&apos;s request first
              waits for their parent to confirm it. We then erase your profile,
              your learning history, your club memberships and event
              registrations; your forum posts stay, shown as from a
              &ldquo;Deleted member&rdquo;. Donations stay in the donation
              history, because payment records must be kept.
            </List.Item>
          </List>
          <Text>
            More answers are in{" "}
            <Anchor underline="always" component={Link} to={paths.help.href()}>
              Help
            </Anchor>
            .
          </Text>
        </PolicySection>

        <PolicySection id="security" title="Keeping your data safe">
          <List spacing="xs">
            <List.Item>Passwords are stored only in hashed form.</List.Item>
            <List.Item>
              Login sessions expire, so you are signed out after a while. Always
              log out on a shared or school computer.
            </List.Item>
            <List.Item>
              Only staff with an admin or moderator role can use the moderation
              tools.
            </List.Item>
          </List>
          <Text>
            No system is perfectly secure. If something goes wrong that affects
            your data, we will tell you, and we will tell the authorities where
            the law requires it.
          </Text>
        </PolicySection>

        <PolicySection id="storage" title="Cookies and local storage">
          <Text>
            We do not use advertising or tracking cookies. The only thing{" "}
            {site.name} keeps in your browser is your login session, stored in
            the browser&apos;s local storage so that you stay signed in. It is
            removed when you log out. When you make a payment, Razorpay&apos;s
            checkout window may use its own cookies to process the payment
            safely.
          </Text>
        </PolicySection>

        <PolicySection id="changes" title="Changes to this policy">
          <Text>
            If we change this policy, we update the date at the top of this
            page. If a change affects how we use your data, we will tell you on
            the site before it takes effect.
          </Text>
        </PolicySection>

        <PolicySection id="contact" title="Contact us">
          <Text>Questions and requests go to our support team.</Text>
          <SupportContact />
          <Text style={{ overflowWrap: "anywhere" }}>
            Complaints about your data or your child&apos;s go to our grievance
            officer at{" "}
            <Anchor underline="always" href={`mailto:${site.grievanceEmail}`}>
              {site.grievanceEmail}
            </Anchor>
            . If you are not happy with our answer, you may complain to the Data
            Protection Board of India.
          </Text>
        </PolicySection>
      </Stack>
    </Container>
  );
}
