// HTML's invoker commands (a button that opens or closes a dialog without script), which React 19.3's
// types do not know yet; React passes them to the DOM as written.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
