/** @jest-environment jsdom */
// The shared labelled field: the label names the control, an error marks it
// invalid and describes it, a hint describes it too.
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { Field } from "@/components/ui/field";

it("labels the control and leaves it valid without an error", () => {
  render(<Field id="city" label="City *">{(control) => <input {...control} />}</Field>);
  const input = screen.getByLabelText("City *");
  expect(input).toHaveAttribute("id", "city");
  expect(input).not.toHaveAttribute("aria-invalid");
  expect(input).not.toHaveAttribute("aria-describedby");
  expect(screen.queryByRole("alert")).toBeNull();
});

it("shows the error, marks the control invalid and describes it with the message", () => {
  render(
    <Field id="email" label="Email" error="Please enter a valid email address" errorTestId="email-error">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByLabelText("Email");
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription("Please enter a valid email address");
  expect(screen.getByRole("alert")).toHaveAttribute("id", "email-error");
  expect(screen.getByTestId("email-error")).toHaveTextContent("Please enter a valid email address");
});

it("marks a control invalid without a message when asked to", () => {
  render(<Field id="street" label="Street Address *" invalid>{(control) => <input {...control} />}</Field>);
  expect(screen.getByLabelText("Street Address *")).toHaveAttribute("aria-invalid", "true");
  expect(screen.queryByRole("alert")).toBeNull();
});

it("describes the control with the hint and then the message", () => {
  render(
    <Field id="new-password" label="New password" hint="At least 10 characters." error="Too short">
      {(control) => <input type="password" {...control} />}
    </Field>,
  );
  const input = screen.getByLabelText("New password");
  expect(input).toHaveAttribute("aria-describedby", "new-password-help new-password-error");
  expect(input).toHaveAccessibleDescription("At least 10 characters. Too short");
});

it("shows the message without announcing it when the form announces its errors itself", () => {
  render(
    <Field id="checkout-city" label="City" error="City is required" announce={false}>
      {(control) => <input {...control} />}
    </Field>,
  );
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.getByLabelText("City")).toHaveAccessibleDescription("City is required");
});
