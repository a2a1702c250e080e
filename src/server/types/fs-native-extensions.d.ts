// The two calls we use of fs-native-extensions (it ships no types): advisory whole-file locks
// (OFD locks on Linux, flock on macOS, LockFileEx on Windows).
declare module 'fs-native-extensions' {
  const fsx: {
    tryLock(fd: number, options?: { shared?: boolean }): boolean;
    unlock(fd: number): void;
  };
  export default fsx;
}
