import { TextInput, type TextInputProps } from "@mantine/core";

/** The e-mail address every account form asks for. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      withAsterisk
      {...props}
    />
  );
}
