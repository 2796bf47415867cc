import { Input } from "@inkpanel/ui";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CombinedGraphQLErrors } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FormField } from "./form-field.tsx";
import { showRefusal, useZodForm } from "./use-zod-form.ts";

const schema = z.object({
  name: z.string().min(1, "Enter your name."),
  city: z.string().min(1, "Enter your city."),
});

/** A two-field form whose save the API refuses with `refusal`. */
function CityForm({ refusal }: { refusal: unknown }) {
  const form = useZodForm(schema, { name: "", city: "" });
  const submit = form.handleSubmit(() => showRefusal(form, refusal, "Something went wrong."));
  return (
    <form noValidate onSubmit={submit}>
      {form.formState.errors.root && <p>{form.formState.errors.root.message}</p>}
      <FormField form={form} name="name" label="Name">
        {(field) => <Input {...field} />}
      </FormField>
      <FormField form={form} name="city" label="City" hint="Where you live">
        {(field) => <Input {...field} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

const refusedCity = new CombinedGraphQLErrors({
  errors: [
    new GraphQLError(`Invalid argument "input.city": is not a city`, {
      extensions: { code: "BAD_USER_INPUT", argumentName: "input.city" },
    }),
  ],
});

describe("FormField", () => {
  it("wires each error to its control and focuses the first field in error", async () => {
    const user = userEvent.setup();
    render(<CityForm refusal={refusedCity} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const name = screen.getByLabelText("Name");
    const city = screen.getByLabelText("City");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter your name.");
    expect(city).toHaveAccessibleDescription("Enter your city.");
    expect(screen.getAllByRole("alert")).toHaveLength(2);
  });

  it("clears a field's error when it changes, and shows its hint again", async () => {
    const user = userEvent.setup();
    render(<CityForm refusal={refusedCity} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.type(screen.getByLabelText("City"), "O");
    expect(screen.getByLabelText("City")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("Where you live");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the API's objection beside the field it names, keeping what was typed", async () => {
    const user = userEvent.setup();
    render(<CityForm refusal={refusedCity} />);
    await user.type(screen.getByLabelText("Name"), "Aiko");
    await user.type(screen.getByLabelText("City"), "Atlantis");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("This is not a city");
    expect(screen.getByLabelText("City")).toHaveValue("Atlantis");
  });

  it("says what failed above the form when the API names no field of it", async () => {
    const user = userEvent.setup();
    render(<CityForm refusal={new Error("Network down")} />);
    await user.type(screen.getByLabelText("Name"), "Aiko");
    await user.type(screen.getByLabelText("City"), "Osaka");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Something went wrong.")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).not.toHaveAttribute("aria-invalid");
  });
});
