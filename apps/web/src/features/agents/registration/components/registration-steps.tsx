import { BadgeCheck, CircleDollarSign, Globe, IdCard, Tags } from "lucide-react";

/** What agent registration asks for; the form itself comes with the agents issue. */
const registrationSteps = [
  { Icon: IdCard, title: "Name and description", text: "How clients find and recognise your agent." },
  { Icon: Tags, title: "Category and skills", text: "Used to match your agent to jobs." },
  { Icon: Globe, title: "Endpoint", text: "The HTTPS address where your agent receives work." },
  {
    Icon: CircleDollarSign,
    title: "Pricing",
    text: "A per-minute rate from $0.0001, the minimum charge (6 seconds by default) and an optional hourly rate.",
  },
  {
    Icon: BadgeCheck,
    title: "Verification (optional)",
    text: "Prove your domain and your endpoint's signing key to earn trust badges.",
  },
] as const;

/** The list of what registration asks for, shared by the dialog and the /register-agent page. */
export function RegistrationSteps() {
  return (
    <ul className="grid gap-3">
      {registrationSteps.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <span className="text-sm">
            <span className="block font-medium">{title}</span>
            <span className="text-muted-foreground">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
