import { describe, expect, it } from "vitest";

import { countFields, isWellFormedMultipart } from "./body-limit";

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=----b";
const part = (name: string, value: string) =>
  `------b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe("form fields are counted without parsing", () => {
  it.each([
    ["a=1&b=2&c=3", FORM, 3],
    ["a=1&&b=2&", FORM, 2],
    ["", FORM, 0],
    [`${part("a", "1")}${part("b", "2")}------b--\r\n`, MULTIPART, 2],
    ['{"a":1,"b":2}', "application/json", 0],
  ])("%j (%s) has %i fields", (body, type, fields) => {
    expect(countFields(Buffer.from(body), type)).toBe(fields);
  });
});

describe("multipart bodies a form parser can read", () => {
  it("accepts named parts closed by the final boundary", () => {
    expect(isWellFormedMultipart(Buffer.from(`${part("a", "1")}${part("b", "x\r\ny")}------b--\r\n`), MULTIPART)).toBe(
      true,
    );
    expect(isWellFormedMultipart(Buffer.from("------b--\r\n"), MULTIPART)).toBe(true);
  });
  it.each([
    ["garbage", MULTIPART],
    [part("a", "1"), MULTIPART], // never closed
    ["------b\r\nX-Other: 1\r\n\r\nv\r\n------b--", MULTIPART], // a part without a name
    [`${part("a", "1")}------b--`, "multipart/form-data"], // no boundary declared
  ])("refuses %j (%s)", (body, type) => {
    expect(isWellFormedMultipart(Buffer.from(body), type)).toBe(false);
  });
});
