import { describe, expect, it } from "vitest";
import { adminKeys } from "./admin-query-keys";

/** Whether invalidating `parent` reaches `child`: TanStack Query matches keys by prefix. */
const covers = (parent: readonly unknown[], child: readonly unknown[]) =>
  parent.every((part, index) => child[index] === part);

describe("admin query keys", () => {
  it("puts every key under the admin root, so logging out clears them all", () => {
    const ideas = adminKeys.submissions("startup-ideas");
    for (const key of [
      adminKeys.session,
      adminKeys.staff,
      adminKeys.invite("t0ken"),
      adminKeys.activity(2),
      adminKeys.dashboardStats,
      adminKeys.retention,
      ideas.detail(7),
      adminKeys.perspectives.detail(3),
      adminKeys.outbox.page("failed", 1),
      adminKeys.people.person("a@b.c"),
    ]) {
      expect(covers(adminKeys.all, key)).toBe(true);
    }
  });

  it("refreshes a kind's list pages and board columns through its list key", () => {
    const ideas = adminKeys.submissions("startup-ideas");
    expect(covers(ideas.list, ideas.listPage("sort=name&direction=asc"))).toBe(true);
    expect(covers(ideas.list, ideas.boardColumn("reviewing"))).toBe(true);
    expect(covers(ideas.list, ideas.detail(7))).toBe(false);
    expect(covers(ideas.all, ideas.list)).toBe(true);
  });

  it("hangs a record's comments and activity below the record, whether the id is a number or text", () => {
    const interests = adminKeys.submissions("investment-interests");
    expect(interests.detail(12)).toEqual(interests.detail("12"));
    expect(covers(interests.detail(12), interests.comments("12"))).toBe(true);
    expect(covers(interests.detail(12), interests.activity(12))).toBe(true);
    expect(covers(interests.detail(1), interests.activity(12))).toBe(false);
  });

  it("refreshes a record's thread with the record, and the unread count with the lists", () => {
    const ideas = adminKeys.submissions("startup-ideas");
    expect(covers(ideas.detail(5), ideas.messages("5"))).toBe(true);
    expect(covers(ideas.detail(6), ideas.messages(5))).toBe(false);
    expect(covers(ideas.list, ideas.unreadTotal)).toBe(true);
    expect(covers(adminKeys.all, adminKeys.messageTemplates)).toBe(true);
  });

  it("keeps the two kinds apart", () => {
    const ideas = adminKeys.submissions("startup-ideas");
    const interests = adminKeys.submissions("investment-interests");
    expect(covers(ideas.all, interests.detail(1))).toBe(false);
    expect(covers(ideas.list, interests.list)).toBe(false);
  });

  it("keys a person by the address in any letter case, as the server matches it", () => {
    expect(adminKeys.people.person("Ana@Farm.example")).toEqual(
      adminKeys.people.person("ana@farm.example"),
    );
    expect(covers(adminKeys.people.all, adminKeys.people.person("ana@farm.example"))).toBe(true);
  });

  it("tells the outbox's pages apart by status and page, all under the outbox", () => {
    expect(adminKeys.outbox.page(undefined, 1)).not.toEqual(adminKeys.outbox.page("sent", 1));
    expect(adminKeys.outbox.page("sent", 1)).not.toEqual(adminKeys.outbox.page("sent", 2));
    expect(covers(adminKeys.outbox.all, adminKeys.outbox.summary)).toBe(true);
  });

  it("refreshes the perspectives' list pages through their list key, not their records", () => {
    const { list, listPage, detail } = adminKeys.perspectives;
    expect(covers(list, listPage("limit=20"))).toBe(true);
    expect(covers(list, detail(3))).toBe(false);
    expect(detail(3)).toEqual(detail("3"));
  });
});
