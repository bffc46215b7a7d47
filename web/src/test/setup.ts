import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// The first lazy screen of a test file takes a while to import, more so on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
