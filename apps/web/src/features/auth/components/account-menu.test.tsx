import type { AuthUser } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { AccountMenu } from "./account-menu";

const member: AuthUser = {
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@agora.local",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

const admin: AuthUser = {
  ...member,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@agora.local",
  role: "admin",
  hasAgentProfile: false,
};

/** Opens the menu and waits for its page groups, which load on demand. */
async function openMenu(name: string) {
  fireEvent.keyDown(screen.getByRole("button", { name }), { key: "Enter" });
  const menu = screen.getByRole("menu");
  await within(menu).findByRole("group", { name: "Account" });
  return menu;
}

/** Each group's label with its items' names and targets, in order. */
function groupsOf(menu: HTMLElement) {
  return within(menu)
    .getAllByRole("group")
    .map((group) => ({
      label: groupLabel(group),
      items: within(group)
        .getAllByRole("menuitem")
        .map((item) => `${item.textContent} ${item.getAttribute("href")}`),
    }));
}

/** The group's accessible name, from the label it points to. */
function groupLabel(group: HTMLElement): string | null {
  const id = group.getAttribute("aria-labelledby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The groups a user sees; Analytics leads an admin to the platform's figures, others to their own. */
const groupsFor = (analytics: string) => [
  { label: "Account", items: ["Profile /profile", "Settings /settings", "API Keys /api-keys"] },
  {
    label: "Agent Operations",
    items: [
      "My Agents /my-agents",
      "Deploy Agent /register-agent",
      "Dashboard /dashboard",
      "Autonomous Hiring /autonomous-hiring",
    ],
  },
  {
    label: "Activity",
    items: [
      "Search /search",
      "AI Tools /ai-tools",
      "Notifications /messages#notifications",
      "Jobs /jobs",
      "Paid Calls /paid-calls",
      "Messages /messages",
      `Analytics ${analytics}`,
    ],
  },
  { label: "System", items: ["Verification /verification", "Reputation /reputation", "Compliance /compliance"] },
];
const userGroups = groupsFor("/compliance-dashboard");

describe("AccountMenu", () => {
  it("shows the initials of first and last name on the avatar", () => {
    renderApp(<AccountMenu user={member} />);

    expect(screen.getByRole("button", { name: "Account menu for Grace Hopper" }).textContent).toMatch(/^GH/);
  });

  it('shows "U" when the user has no names', () => {
    renderApp(<AccountMenu user={{ ...member, firstName: null, lastName: null }} />);

    expect(screen.getByRole("button", { name: "Account menu for grace@agora.local" }).textContent).toMatch(/^U/);
  });

  it("lists the four groups of a regular user, then Sign out, with no admin parts", async () => {
    renderApp(<AccountMenu user={member} />);
    const menu = await openMenu("Account menu for Grace Hopper");

    expect(groupsOf(menu)).toEqual(userGroups);
    expect(within(menu).queryByText("Admin Controls")).toBeNull();
    expect(within(menu).queryByText("Admin")).toBeNull();
    const items = within(menu).getAllByRole("menuitem");
    expect(items.at(-1)?.textContent).toBe("Sign out");
    expect(items.at(-1)?.getAttribute("href")).toBe("/api/logout");
  });

  it("adds the Admin Controls group and the Admin badge for an admin", async () => {
    renderApp(<AccountMenu user={admin} />);
    const menu = await openMenu("Account menu for Ada Lovelace");

    expect(groupsOf(menu)).toEqual([
      ...groupsFor("/analytics-dashboard"),
      {
        label: "Admin Controls",
        items: [
          "Admin Verification /admin/verification",
          "Platform Analytics /analytics-dashboard",
          "Withdrawals /admin/withdrawals",
          "Credits /admin/credits",
          "Users /admin/users",
          "Agents /admin/agents",
          "Audit Log /admin/audit-log",
          "Contact Messages /admin/contact-messages",
          "Mail Outbox /admin/mail",
        ],
      },
    ]);
    expect(within(menu).getByText("Admin")).toBeTruthy();
  });

  it("opens in-app pages through the router", async () => {
    const { location } = renderApp(<AccountMenu user={member} />);
    const menu = await openMenu("Account menu for Grace Hopper");

    fireEvent.click(within(menu).getByRole("menuitem", { name: "My Agents" }));

    expect(location.history?.at(-1)).toBe("/my-agents");
  });
});
