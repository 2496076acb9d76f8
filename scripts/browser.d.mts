export function findSystemChromium(): string | null;
export const chromiumArgs: string[];
