// @vitest-environment jsdom
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Field, SelectField, TextField } from "./field";
import { FileInput } from "./file-input";

import en from "@/messages/en.json";

const html = (node: React.ReactElement) => {
  document.body.innerHTML = renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
      {node}
    </NextIntlClientProvider>,
  );
  return document.body;
};

describe("Field", () => {
  it("ties the error and the hint to the control, marks it invalid and required, keeps the label text exact", () => {
    const body = html(<TextField id="name" label="Name" required hint="As on your Aadhaar" error="Name is required" />);
    const input = body.querySelector("input")!;
    expect(input.labels?.[0]?.textContent).toBe("Name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("name-error name-hint");
    expect(body.querySelector("#name-error")!.textContent).toBe("Name is required");
    expect(body.querySelector("#name-hint")!.textContent).toBe("As on your Aadhaar");
  });

  it("leaves a valid optional control without aria-invalid or descriptions", () => {
    const input = html(<TextField id="phone" label="Phone" />).querySelector("input")!;
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-required")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("gives a render-prop control the same wiring", () => {
    const body = html(
      <Field id="custom" label="Custom" error="Wrong">
        {(control) => <input {...control} type="range" />}
      </Field>,
    );
    expect(body.querySelector("#custom")!.getAttribute("aria-describedby")).toBe("custom-error");
  });

  it("renders a select's placeholder and options", () => {
    const select = html(
      <SelectField id="type" label="Type" placeholder="Choose" options={["A", { value: "b", label: "B" }]} />,
    ).querySelector("select")!;
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ["", "Choose"],
      ["A", "A"],
      ["b", "B"],
    ]);
  });
});

describe("FileInput", () => {
  const file = new File([new Uint8Array(2048)], "cv.pdf", { type: "application/pdf" });

  it("names the chosen file with its size and describes the input with it", () => {
    const body = html(<FileInput id="resume" label="Resume" selected={file} onFiles={() => {}} />);
    expect(body.querySelector("#resume-selected")!.textContent).toBe("Selected: cv.pdf (2.0 KB)");
    expect(body.querySelector("#resume")!.getAttribute("aria-describedby")).toBe("resume-selected");
    expect(body.querySelector('[role="progressbar"]')).toBeNull();
  });

  it("shows the upload progress as a progressbar with its value", () => {
    const body = html(<FileInput id="resume" label="Resume" selected={[file]} progress={42.4} onFiles={() => {}} />);
    const bar = body.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
    expect(document.getElementById(bar.getAttribute("aria-labelledby")!)!.textContent).toBe("Uploading... 42%");
  });

  it("says the server's answer is awaited once the whole file is sent, not 'Uploading... 100%'", () => {
    const body = html(<FileInput id="resume" label="Resume" selected={[file]} progress={100} onFiles={() => {}} />);
    const bar = body.querySelector('[role="progressbar"]')!;
    expect(document.getElementById(bar.getAttribute("aria-labelledby")!)!.textContent).toBe(
      "Sent. Waiting for the server...",
    );
  });
});
