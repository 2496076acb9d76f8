// Minimal typings for the parts of better-sqlite3 the local backend uses
// (@types/better-sqlite3 is not a dependency of the project).
declare module "better-sqlite3" {
  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }
    interface Statement<
      BindParameters extends unknown[] = unknown[],
      Result = unknown,
    > {
      run(...params: BindParameters): RunResult;
      get(...params: BindParameters): Result | undefined;
      all(...params: BindParameters): Result[];
      iterate(...params: BindParameters): IterableIterator<Result>;
    }
    interface Database {
      readonly inTransaction: boolean;
      readonly open: boolean;
      prepare<BindParameters extends unknown[] = unknown[], Result = unknown>(
        sql: string,
      ): Statement<BindParameters, Result>;
      exec(sql: string): this;
      pragma(sql: string, options?: { simple?: boolean }): unknown;
      transaction<F extends (...args: never[]) => unknown>(fn: F): F;
      close(): this;
    }
  }
  interface DatabaseConstructor {
    new (
      filename: string,
      options?: Record<string, unknown>,
    ): Database.Database;
  }
  const Database: DatabaseConstructor;
  export default Database;
}
