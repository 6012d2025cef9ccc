import { Children, useCallback, useState, type ReactNode } from "react";

/** Keeps a step index inside 0..stepCount-1 (0 when there are no steps). */
export function clampStep(step: number, stepCount: number): number {
  return Math.min(Math.max(step, 0), Math.max(stepCount - 1, 0));
}

export interface WizardControls {
  step: number;
  next: () => void;
  back: () => void;
  goTo: (step: number) => void;
  reset: () => void;
  isFirst: boolean;
  isLast: boolean;
}

export function useWizard(stepCount: number, initialStep = 0): WizardControls {
  const [rawStep, setRawStep] = useState(() =>
    clampStep(initialStep, stepCount),
  );
  // Clamped on read too, so a shrinking step count never leaves us past the end.
  const step = clampStep(rawStep, stepCount);

  const goTo = useCallback(
    (target: number) => setRawStep(clampStep(target, stepCount)),
    [stepCount],
  );
  const next = useCallback(
    () => setRawStep((s) => clampStep(clampStep(s, stepCount) + 1, stepCount)),
    [stepCount],
  );
  const back = useCallback(
    () => setRawStep((s) => clampStep(clampStep(s, stepCount) - 1, stepCount)),
    [stepCount],
  );
  const reset = useCallback(
    () => setRawStep(clampStep(initialStep, stepCount)),
    [initialStep, stepCount],
  );

  return {
    step,
    next,
    back,
    goTo,
    reset,
    isFirst: step === 0,
    isLast: step === Math.max(stepCount - 1, 0),
  };
}

export interface WizardProps {
  step: number;
  /** One child per step, in order. */
  children: ReactNode;
}

/** Renders only the current step; the others unmount. */
export function Wizard({ step, children }: WizardProps) {
  // Children.map keeps the index of null or false children, so a conditional
  // step does not shift the ones after it (Children.toArray would).
  return (
    <>
      {Children.map(children, (child, index) =>
        index === step ? child : null,
      )}
    </>
  );
}
