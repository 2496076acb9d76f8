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
                If you are under 18, you need your parent&apos;s or
                guardian&apos;s consent to use {site.name}.
              </List.Item>
              <List.Item>
                You can ask for a copy of your data, or for your account to be
                deleted, at any time.
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
            are under 18. In line with India&apos;s Digital Personal Data
            Protection Act, 2023, which treats everyone under 18 as a child, a
            student under 18 may use {site.name} only with the consent of a
            parent or guardian.
          </Text>
          <List spacing="xs">
            <List.Item>
              Students: please ask a parent or guardian before you sign up, and
              read this page with them.
            </List.Item>
            <List.Item>
              Parents and guardians: you can contact us at any time to ask what
              we hold about your child, to have it corrected, or to withdraw
              your consent and have the account deleted.
            </List.Item>
          </List>
          <Text>
            We try hard to follow the Act&apos;s rules for children&apos;s data,
            including no tracking and no targeted advertising. We have not been
            certified or audited by any authority. If you think we have got
            something wrong, please tell us.
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
          <Text style={{ overflowWrap: "anywhere" }}>
            E-mail{" "}
            <Anchor underline="always" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </Anchor>{" "}
            from the e-mail address of your account. We only act on requests
            from that address, so that no one else can see or delete your data.
            A parent or guardian can also ask on behalf of their child.
          </Text>
          <List spacing="xs">
            <List.Item>
              <Text span fw={700}>
                A copy:
              </Text>{" "}
              we send you the data we hold about you.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Corrections:
              </Text>{" "}
              tell us what is wrong, for example your name or your class, and we
              fix it.
            </List.Item>
            <List.Item>
              <Text span fw={700}>
                Deleting your account:
              </Text>{" "}
              we delete your profile, your learning history, your club
              memberships and event registrations. Your forum threads and
              replies are removed too. Donations stay in the donation history,
              because payment records must be kept; you can ask for your name on
              them to be changed to Anonymous.
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
          <Text>
            Questions, requests and complaints about your data go to our support
            team. If you are not happy with our answer, you may be able to
            complain to the Data Protection Board of India.
          </Text>
          <SupportContact />
        </PolicySection>
      </Stack>
    </Container>
  );
}
