import { describe, expect, it } from "vitest";
import { consentRequestMail, introductionMail } from "./share-mail";

describe("consentRequestMail", () => {
  const mail = consentRequestMail({
    founderName: "Ada\r\nBcc: eve@example.com Farmer",
    backers: [
      { sectors: ["robotics", "forestry"], investmentAmount: "$5,001-25,000" },
      { sectors: ["other"], investmentAmount: "$1,001-5,000" },
    ],
    teaser: "Sensors that talk to irrigation controllers.",
    statusUrl: "http://localhost:3000/status/token",
    publicUrl: "http://localhost:3000",
  });

  it("says how many backers, their sectors and amounts, the teaser and the status link", () => {
    expect(mail.subject).toBe("We would like to show your idea to 2 backers");
    expect(mail.text).toContain(
      "- Robotics & Automation, Forestry: $5,001-25,000\n- Other: $1,001-5,000",
    );
    expect(mail.text).toContain("Sensors that talk to irrigation controllers.");
    expect(mail.text).toContain("http://localhost:3000/status/token");
    expect(mail.text.split("\n")[0]).toBe("Hello Ada Bcc: eve@example.com Farmer,");
  });

  it("counts one backer in the singular", () => {
    const one = consentRequestMail({
      founderName: "Ada",
      backers: [{ sectors: ["other"], investmentAmount: "$1,001-5,000" }],
      teaser: "Sensors that talk to irrigation controllers.",
      statusUrl: "http://localhost:3000/status/token",
      publicUrl: "http://localhost:3000",
    });
    expect(one.subject).toBe("We would like to show your idea to 1 backer");
  });
});

describe("introductionMail", () => {
  it("goes to both addresses and names each to the other, with the note", () => {
    const mail = introductionMail({
      founder: { name: "Ada Farmer", email: "ada@example.com", sector: "Biotech" },
      backer: {
        name: "Bo Backer",
        email: "bo@example.com",
        sectors: ["ag-biotech"],
        investmentAmount: "$5,001-25,000",
      },
      note: "You two should talk.",
      staffName: "Rita",
    });
    expect(mail.recipient).toBe("ada@example.com, bo@example.com");
    expect(mail.purpose).toBe("introduction");
    expect(mail.text).toContain("Ada Farmer <ada@example.com> is the founder");
    expect(mail.text).toContain(
      "Bo Backer <bo@example.com> registered with us to invest $5,001-25,000 in Ag Biotech.",
    );
    expect(mail.text).toContain("You two should talk.");
    expect(mail.text).toContain("Rita");
  });
});
