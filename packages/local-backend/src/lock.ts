// Readers-writer lock with writer preference. Queries hold it shared, so all
// reads of one query see one committed state; mutations hold it exclusively
// while their SQLite transaction is open (one at a time = serializable).
export type Release = () => void;

export class RWLock {
  private readers = 0;
  private writer = false;
  private waitingWriters: Array<() => void> = [];
  private waitingReaders: Array<() => void> = [];

  read(): Promise<Release> {
    if (!this.writer && this.waitingWriters.length === 0) {
      this.readers++;
      return Promise.resolve(this.releaseRead);
    }
    return new Promise((resolve) => {
      this.waitingReaders.push(() => {
        this.readers++;
        resolve(this.releaseRead);
      });
    });
  }

  write(): Promise<Release> {
    if (!this.writer && this.readers === 0) {
      this.writer = true;
      return Promise.resolve(this.releaseWrite);
    }
    return new Promise((resolve) => {
      this.waitingWriters.push(() => {
        this.writer = true;
        resolve(this.releaseWrite);
      });
    });
  }

  private releaseRead = (): void => {
    this.readers--;
    this.pump();
  };

  private releaseWrite = (): void => {
    this.writer = false;
    this.pump();
  };

  private pump(): void {
    if (this.writer) return;
    if (this.waitingWriters.length > 0) {
      if (this.readers === 0) this.waitingWriters.shift()!();
      return;
    }
    while (this.waitingReaders.length > 0) this.waitingReaders.shift()!();
  }

  /** Writers queued for the lock (the holder not counted). */
  get writersWaiting(): number {
    return this.waitingWriters.length;
  }

  get idle(): boolean {
    return !this.writer && this.readers === 0;
  }
}
