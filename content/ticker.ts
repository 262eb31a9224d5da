// The scam-warning ticker under the header: four bilingual messages in a 40 s loop.

export const scamWarnings: { en: string; hi: string }[] = [
  { en: "Beware of fake job offers made in our name.", hi: "हमारे नाम पर दिए जा रहे फर्जी नौकरी के प्रस्तावों से सावधान रहें।" },
  { en: "We never charge any fee for recruitment.", hi: "हम भर्ती के लिए कभी कोई शुल्क नहीं लेते।" },
  { en: "Genuine offer letters are always free.", hi: "असली नियुक्ति पत्र हमेशा निःशुल्क होते हैं।" },
  {
    en: "Anyone asking you for money for a job is a scammer.",
    hi: "नौकरी के बदले पैसे मांगने वाला कोई भी व्यक्ति धोखेबाज़ है।",
  },
];
