export type StackConfig = {
  frontendPort: number;
  backendPort: number;
  sitePort: number;
  dataDir: string;
  distDir: string;
  host: string;
  corsOrigins: string[];
};
export function stackConfig(root: string): StackConfig;
