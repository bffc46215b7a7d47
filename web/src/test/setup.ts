import { cleanup, configure } from '@testing-library/react';
import { en } from '@marquee/core/messages/en';
import { afterEach } from 'vitest';
import { setEnglish } from '../i18n/translate.ts';

// The app loads the whole English catalogue after the first screen; components under test
// render outside the provider and show any text, so it is there from the start.
setEnglish(en);

// jsdom implements neither scrolling nor ResizeObserver; Fluent and the shell call both.
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// jsdom has no layout, so offsetParent is always null and <body> measures 0 × 0, and tabster
// (Fluent's focus manager) takes every element for hidden: an open dialog cannot focus its first button, its modalizer never
// becomes active, and 250 ms later tabster sets aria-hidden on the dialog itself. Tests that
// looked for the dialog after that (a busy CI machine) failed; browsers never do this.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});
HTMLBodyElement.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 1280, 800);

// The first lazy screen of a test file takes a while to import, more so on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
