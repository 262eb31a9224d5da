// The scam-warning ticker under the header: four bilingual messages in a 40 s loop. The second and
// third keep "we never charge" and the government board's fee apart (content/application-fee.ts).
import { applicationFee } from "./application-fee";

export const scamWarnings: { en: string; hi: string }[] = [
  { en: "Beware of fake job offers made in our name.", hi: "हमारे नाम पर दिए जा रहे फर्जी नौकरी के प्रस्तावों से सावधान रहें।" },
  {
    en: "We never charge job seekers for our own recruitment or placement; genuine offer letters are always free.",
    hi: "हम अपनी भर्ती या प्लेसमेंट के लिए नौकरी चाहने वालों से कभी कोई शुल्क नहीं लेते; असली नियुक्ति पत्र हमेशा निःशुल्क होते हैं।",
  },
  {
    en: "The fee shown for a government job is the recruiting body's application fee: pay it only on this website's checkout.",
    hi: "सरकारी नौकरी के लिए दिखाया गया शुल्क भर्ती संस्था का आवेदन शुल्क है: इसका भुगतान केवल इसी वेबसाइट के चेकआउट पर करें।",
  },
  {
    en: applicationFee.scamWarning,
    hi: "कॉल पर, व्हाट्सऐप पर या “पक्के चयन” के नाम पर पैसे मांगने वाला हर व्यक्ति धोखेबाज़ है।",
  },
];
