import { fitNote, type Processor, plural } from "./types";

/**
 * Which mobile SDKs in a dependency list typically collect personal data, from a built-in table of
 * common analytics, advertising, attribution, crash-reporting and messaging SDKs and the data their
 * vendors' public documentation and Apple's / Google's privacy-label guidance name for them. Each
 * match gets the data categories and a disclosure sentence to adapt. What a SDK really sends depends
 * on its configuration: confirm each against your own setup. Dependencies not in the table are listed.
 */

const table: readonly { sdk: string; pattern: RegExp; vendor: string; data: string; purpose: string }[] = [
  {
    sdk: "Firebase Analytics",
    pattern: /firebase[-_/]?analytics|FirebaseAnalytics/i,
    vendor: "Google",
    data: "app-instance ID, advertising ID (when present), device model, OS, coarse location from IP, app usage events",
    purpose: "analytics",
  },
  {
    sdk: "Firebase Crashlytics",
    pattern: /crashlytics/i,
    vendor: "Google",
    data: "crash traces, device state, installation UUID",
    purpose: "crash reporting",
  },
  {
    sdk: "Google Mobile Ads (AdMob)",
    pattern: /play-services-ads|Google-Mobile-Ads|GoogleMobileAds|admob/i,
    vendor: "Google",
    data: "advertising ID, IP address, device information, ad interactions",
    purpose: "advertising",
  },
  {
    sdk: "Facebook / Meta SDK",
    pattern: /facebook[-_]?(core|android|sdk)|FBSDK|FBAudienceNetwork/i,
    vendor: "Meta",
    data: "advertising ID, app events, device information, IP address",
    purpose: "advertising and analytics",
  },
  {
    sdk: "AppsFlyer",
    pattern: /appsflyer/i,
    vendor: "AppsFlyer",
    data: "advertising ID, install referrer, IP address, device information, in-app events",
    purpose: "attribution",
  },
  {
    sdk: "Adjust",
    pattern: /com\.adjust|\badjust[-_]?(sdk|android)|\bAdjust\b/i,
    vendor: "Adjust",
    data: "advertising ID, IP address, device information, install and in-app events",
    purpose: "attribution",
  },
  {
    sdk: "Branch",
    pattern: /io\.branch|\bBranch\b|branch[-_]sdk/i,
    vendor: "Branch",
    data: "device identifiers, IP address, link clicks, install events",
    purpose: "deep linking and attribution",
  },
  {
    sdk: "Mixpanel",
    pattern: /mixpanel/i,
    vendor: "Mixpanel",
    data: "distinct ID, device information, usage events, coarse location from IP",
    purpose: "analytics",
  },
  {
    sdk: "Amplitude",
    pattern: /amplitude/i,
    vendor: "Amplitude",
    data: "device ID, user ID you set, usage events, coarse location from IP",
    purpose: "analytics",
  },
  {
    sdk: "Segment",
    pattern: /segment|analytics-android|Analytics-Swift/i,
    vendor: "Twilio Segment",
    data: "anonymous ID, usage events, device information (forwarded to the destinations you enable)",
    purpose: "analytics routing",
  },
  {
    sdk: "Sentry",
    pattern: /sentry/i,
    vendor: "Sentry",
    data: "error traces, device and OS information, IP address (unless disabled)",
    purpose: "crash reporting",
  },
  {
    sdk: "OneSignal",
    pattern: /onesignal/i,
    vendor: "OneSignal",
    data: "push token, device information, IP-based location, notification interactions",
    purpose: "push messaging",
  },
  {
    sdk: "Braze",
    pattern: /braze|appboy/i,
    vendor: "Braze",
    data: "device ID, push token, user attributes you set, usage events",
    purpose: "customer messaging",
  },
  {
    sdk: "Google Maps / Places",
    pattern: /play-services-maps|play-services-location|GoogleMaps|GooglePlaces/i,
    vendor: "Google",
    data: "precise or coarse location when the app requests it, IP address",
    purpose: "maps and location",
  },
];

/** The SDKs found in the dependency list, and the dependencies the table does not know. */
export function findSdks(text: string): { found: (typeof table)[number][]; unknown: string[] } {
  const deps = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#") && !l.startsWith("//"));
  const found = table.filter((t) => deps.some((d) => t.pattern.test(d)));
  // A dependency line names a package coordinate or path ("group:artifact", "org/Package", "Pod/Sub").
  const unknown = deps.filter((d) => !table.some((t) => t.pattern.test(d)) && /[A-Za-z]{2}[.:/][A-Za-z]/.test(d));
  return { found, unknown };
}

/** The SDK disclosure processor. */
export const sdkDisclosureProcessor: Processor = {
  expects:
    "your iOS or Android dependency list (Podfile, Package.resolved names or Gradle dependency lines), one per line",
  example: [
    "implementation 'com.google.firebase:firebase-analytics:22.1.0'",
    "implementation 'com.google.firebase:firebase-crashlytics:19.2.0'",
    "implementation 'com.appsflyer:af-android-sdk:6.15.0'",
    "implementation 'androidx.room:room-runtime:2.6.1'",
    "implementation 'io.sentry:sentry-android:7.14.0'",
  ].join("\n"),
  check(input) {
    const { found, unknown } = findSdks(input);
    return found.length || unknown.length ? null : `The hire message lists no dependency; paste ${this.expects}.`;
  },
  async run(input) {
    const { found, unknown } = findSdks(input);
    const lines = [
      `${plural(found.length, "SDK")} in the list typically collect${found.length === 1 ? "s" : ""} personal data (from a built-in table of ${table.length} common SDKs; confirm each against your configuration):`,
      ...found.flatMap((s) => [
        "",
        `${s.sdk} (${s.vendor}, ${s.purpose}): ${s.data}.`,
        `  Disclosure to adapt: "We use ${s.sdk}, provided by ${s.vendor}, for ${s.purpose}. It processes ${s.data} on our behalf."`,
      ]),
    ];
    if (unknown.length) lines.push("", `Not in the table (check their documentation yourself): ${unknown.join("; ")}.`);
    return fitNote(lines.join("\n"));
  },
};
