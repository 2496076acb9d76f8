import { Anchor, Container, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { site } from "../../../config/site";
import { LastUpdated } from "./LastUpdated";
import { PolicySection } from "./PolicySection";
import { SupportContact } from "./SupportContact";

export function TermsPage() {
  return (
    <Container size="md" py="xl">
      <title>{`Terms of use · ${site.name}`}</title>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Terms of use</Title>
          <LastUpdated />
          <Text>
            These terms are the rules for using {site.name}. By creating an
            account or using the site, you agree to them. If you are under 18,
            please read them with a parent or guardian, who agrees to them for
            you. How we handle your information is explained in our{" "}
            <Anchor
              underline="always"
              component={Link}
              to={paths.privacy.href()}
            >
              privacy policy
            </Anchor>
            .
          </Text>
        </Stack>

        <PolicySection id="who" title="Who may use VidyaQuest">
          <List spacing="xs">
            <List.Item>
              Students in Classes 6 to 12. A student under 18 may use{" "}
              {site.name} only with the consent of a parent or guardian, who is
              responsible for the student&apos;s use of it.
            </List.Item>
            <List.Item>
              Mentors, who must be 18 or older and whose application we review
              before they are listed as verified mentors.
            </List.Item>
            <List.Item>
              Moderators and admins, who are appointed by us to look after the
              platform.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection id="accounts" title="Your account">
          <List spacing="xs">
            <List.Item>
              Give your real name and, as a student, your real class.
            </List.Item>
            <List.Item>
              Your class is fixed after sign-up. Support can change it if it is
              wrong or when you move up.
            </List.Item>
            <List.Item>
              One account per person. Keep your password to yourself, and tell
              us straight away if you think someone else has used your account.
            </List.Item>
            <List.Item>
              You are responsible for what is done with your account.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection
          id="community"
          title="Acceptable use and community rules"
        >
          <Text>
            In the forums, clubs, events and sessions, and everywhere else on{" "}
            {site.name}:
          </Text>
          <List spacing="xs">
            <List.Item>Be respectful, even when you disagree.</List.Item>
            <List.Item>
              No bullying, harassment, threats or hate of any kind.
            </List.Item>
            <List.Item>
              No personal information, yours or anyone else&apos;s: no phone
              numbers, home addresses, school names, social media handles or
              photos of people.
            </List.Item>
            <List.Item>No spam, advertising or chain messages.</List.Item>
            <List.Item>
              Nothing violent, sexual or illegal, and nothing you do not have
              the right to share.
            </List.Item>
            <List.Item>
              Do not pretend to be someone else, and do not try to break into
              accounts or the platform.
            </List.Item>
          </List>
          <Text>
            Anyone can report a post or reply. Moderators may remove content
            that breaks these rules and may warn the user who posted it. Serious
            or repeated breaches can lead to an account being suspended or
            closed.
          </Text>
        </PolicySection>

        <PolicySection id="mentors" title="Mentors and students under 18">
          <Text>
            Most of the students mentors meet are children. Mentors agree to
            these extra rules:
          </Text>
          <List spacing="xs">
            <List.Item>
              Run sessions on the platform, at the times shown there.
            </List.Item>
            <List.Item>
              Do not ask students for, or give them, phone numbers, personal
              e-mail addresses, social media handles or other private contact
              details, and do not arrange to meet students outside {site.name}.
            </List.Item>
            <List.Item>
              Keep to learning, be patient and respectful, and do not use
              sessions to sell outside tuition or anything else.
            </List.Item>
            <List.Item>
              If a student says something that makes you worried about their
              safety, tell support straight away.
            </List.Item>
          </List>
          <Text>
            A mentor who breaks these rules loses mentor access, and we may
            report serious concerns to the authorities.
          </Text>
        </PolicySection>

        <PolicySection id="payments" title="Plans, the free trial and payments">
          <List spacing="xs">
            <List.Item>
              The Free plan costs ₹0 and stays free. Premium costs ₹49 a month
              and Pro costs ₹199 a year. What each plan includes is listed on
              the{" "}
              <Anchor
                underline="always"
                component={Link}
                to={paths.pricing.href()}
              >
                pricing page
              </Anchor>
              .
            </List.Item>
            <List.Item>
              The free trial gives you Premium for 30 days. No card is needed.
              When the trial ends, your account goes back to Free unless you
              choose to pay for a plan.
            </List.Item>
            <List.Item>
              Payments are processed by Razorpay, and Razorpay&apos;s terms
              apply to the payment itself. We never see or store your card, UPI
              or bank details.
            </List.Item>
            <List.Item>
              Donations are voluntary and are not refundable, unless a donation
              was made in error, for example the wrong amount or a payment taken
              twice. In that case, contact support as soon as you can.
            </List.Item>
            <List.Item>
              If anything goes wrong with a payment, contact support.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection id="content" title="Content and intellectual property">
          <List spacing="xs">
            <List.Item>
              Our lessons, questions and explanations follow the NCERT syllabus.
              They are for your own study. Please do not copy, sell or republish
              them.
            </List.Item>
            <List.Item>
              {site.name} is independent. We are not part of, or endorsed by,
              NCERT, CBSE or the council that runs ICSE.
            </List.Item>
            <List.Item>
              You keep the rights to what you post. By posting, you give us
              permission to store it and show it on {site.name} for as long as
              it stays on the platform. That permission ends when the post is
              removed.
            </List.Item>
          </List>
        </PolicySection>

        <PolicySection id="warranty" title="Availability and no warranty">
          <Text>
            We work to keep {site.name} running and its content accurate, but we
            provide it as it is, without guarantees. There may be interruptions,
            mistakes or changes to features. It is a help with school, not a
            replacement for it, and we cannot promise any exam result. To the
            extent the law allows, we are not liable for losses caused by using,
            or not being able to use, {site.name}.
          </Text>
        </PolicySection>

        <PolicySection id="termination" title="Ending your account">
          <Text>
            You can stop using {site.name} at any time, and ask us to delete
            your account as described in{" "}
            <Anchor underline="always" component={Link} to={paths.help.href()}>
              Help
            </Anchor>
            . We may suspend or close an account that breaks these terms.
            Usually we warn first, but we may act at once when someone&apos;s
            safety is at risk.
          </Text>
        </PolicySection>

        <PolicySection id="changes" title="Changes to these terms">
          <Text>
            If we change these terms, we update the date at the top of this
            page. If a change is important, we will tell you on the site before
            it takes effect. Using {site.name} after that means you accept the
            new terms.
          </Text>
        </PolicySection>

        <PolicySection id="law" title="Governing law">
          <Text>
            These terms are governed by the laws of India, and the courts of
            India decide any dispute about them.
          </Text>
        </PolicySection>

        <PolicySection id="contact" title="Contact us">
          <Text>Questions about these terms go to our support team.</Text>
          <SupportContact />
        </PolicySection>
      </Stack>
    </Container>
  );
}
