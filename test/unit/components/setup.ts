// Component tests' set-up: Testing Library's DOM matchers, an empty page after each test, real timers back.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  // Testing Library cleans up by itself only with test globals, which this project does not turn on.
  cleanup();
  vi.useRealTimers();
});
