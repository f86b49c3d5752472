// What the chart checks found: one line per problem, and notes that do not fail the run.
export const problems: string[] = [];
export const notes: string[] = [];
export const problem = (where: string, message: string): void => {
  problems.push(`${where}: ${message}`);
};

export type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const obj = (value: unknown): Obj => (isObj(value) ? value : {});
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (isObj(current) ? current[key] : undefined), value);
