import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { NOTICE_VERSION } from "@convex/families/rules";
import { site } from "../../config/site";

/**
 * The notice a parent reads before consenting, in plain English and Hindi:
 * what is collected and why, what is never done, their rights, how to
 * withdraw, and whom to complain to. Its version is stored with the consent.
 */
export function ConsentNotice() {
  const contact = (
    <>
      <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>,{" "}
      {site.supportPhone}, {site.supportAddress}
    </>
  );
  return (
    <Stack gap="lg">
      <section aria-labelledby="notice-en">
        <Stack gap="xs">
          <Title order={2} size="h3" id="notice-en">
            What we collect and why
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              Your child's name, e-mail address, class and password (stored
              scrambled), to run their account.
            </List.Item>
            <List.Item>
              What they do to learn — lessons watched, test answers and scores,
              XP and streaks — to show them (and you) their progress.
            </List.Item>
            <List.Item>
              What they post in the community and the mentorship sessions they
              join, so that others can reply and mentors can teach. Other
              members see only their first name and initial.
            </List.Item>
          </List>
          <Text size="sm">
            We never show your child advertising, never track them on other
            sites, never use their activity to profile them for anyone, and
            never sell their data. The app loads no outside analytics or
            tracking.
          </Text>
          <Title order={3} size="h4">
            Your rights
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              See, correct, or have erased your child's data, at any time.
            </List.Item>
            <List.Item>
              Withdraw your consent at any time from your parent page (“Withdraw
              consent”). Your child's account closes at once and everything in
              it is erased.
            </List.Item>
            <List.Item>
              If you refuse, or do not answer within 14 days, the account and
              everything in it is erased.
            </List.Item>
            <List.Item>
              Complaints (grievance officer): {contact}. If we do not resolve
              it, you may complain to the Data Protection Board of India.
            </List.Item>
          </List>
        </Stack>
      </section>
      <section aria-labelledby="notice-hi" lang="hi">
        <Stack gap="xs">
          <Title order={2} size="h3" id="notice-hi">
            हम क्या जानकारी लेते हैं और क्यों
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              आपके बच्चे का नाम, ई-मेल, कक्षा और पासवर्ड (सुरक्षित रूप में), ताकि उनका खाता
              चल सके।
            </List.Item>
            <List.Item>
              पढ़ाई की गतिविधि — देखे गए पाठ, टेस्ट के उत्तर और अंक, XP और स्ट्रीक — ताकि
              उन्हें (और आपको) उनकी प्रगति दिखाई जा सके।
            </List.Item>
            <List.Item>
              समुदाय में उनकी पोस्ट और जिन मेंटरशिप सत्रों में वे जुड़ते हैं, ताकि दूसरे उत्तर दे सकें
              और मेंटर पढ़ा सकें। दूसरे सदस्यों को केवल उनका पहला नाम और उपनाम का पहला
              अक्षर दिखता है।
            </List.Item>
          </List>
          <Text size="sm">
            हम आपके बच्चे को कभी विज्ञापन नहीं दिखाते, दूसरी साइटों पर उन्हें ट्रैक नहीं करते,
            उनकी गतिविधि से किसी के लिए उनकी प्रोफ़ाइल नहीं बनाते और उनका डेटा कभी नहीं
            बेचते। ऐप कोई बाहरी एनालिटिक्स या ट्रैकिंग लोड नहीं करता।
          </Text>
          <Title order={3} size="h4">
            आपके अधिकार
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              किसी भी समय अपने बच्चे का डेटा देखें, सुधारें या मिटवाएँ।
            </List.Item>
            <List.Item>
              अपनी सहमति किसी भी समय अपने अभिभावक पेज से वापस लें (“Withdraw
              consent”)। बच्चे का खाता तुरंत बंद हो जाता है और उसका सारा डेटा मिटा दिया
              जाता है।
            </List.Item>
            <List.Item>
              यदि आप मना करते हैं, या 14 दिनों में उत्तर नहीं देते, तो खाता और उसका सारा
              डेटा मिटा दिया जाता है।
            </List.Item>
            <List.Item>
              शिकायत (शिकायत अधिकारी): {contact}। समाधान न होने पर आप भारत के डेटा
              संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।
            </List.Item>
          </List>
        </Stack>
      </section>
      <Text size="xs" c="dimmed">
        Notice version {NOTICE_VERSION}
      </Text>
    </Stack>
  );
}
