import type { Page } from "playwright-core";

/*
 * The public forms as a visitor fills them in, for the browser tests that need a submission
 * sent and then look at what the site answered. Each returns the form's locator.
 */

/** The investment interest form (/investment-interest): forestry, $5,001-25,000, terms agreed. */
export async function sendInvestmentInterest(page: Page, visitor: { name: string; email: string }) {
  const form = page.getByRole("form", { name: "Investment interest" });
  await form.getByLabel("Full name").fill(visitor.name);
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Agricultural industry of interest").selectOption("forestry");
  await form.getByLabel("Available investment capital").selectOption("$5,001-25,000");
  await form.getByLabel(/I agree/).check();
  await form.getByRole("button", { name: "Register Interest" }).click();
  return form;
}

/** The startup idea form's required fields (sector "Other", terms agreed). */
export async function sendStartupIdea(
  page: Page,
  founder: { name: string; email: string; idea: string },
) {
  const form = page.getByRole("form", { name: "Startup idea" });
  await form.getByLabel("Full name").fill(founder.name);
  await form.getByLabel("Email").fill(founder.email);
  await form.getByLabel("Agricultural sector").selectOption("Other");
  await form.getByLabel("Your idea").fill(founder.idea);
  await form.getByLabel(/I agree/).check();
  await form.getByRole("button", { name: "Submit Your Idea" }).click();
  return form;
}
