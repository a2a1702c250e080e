import type { ComponentType } from 'react';
import { STEP_TITLES } from '#shared/schemas/steps/index.ts';
import { StepLoader } from '../components/step-loader.tsx';

/** A step whose form waits for the step's saved values (skeleton and load error meanwhile); `description` is a message id. */
export function loadedStep<Data>(step: number, description: string, Form: ComponentType<{ data: Data }>) {
  return function LoadedStep() {
    return (
      <StepLoader<Data> title={STEP_TITLES[step]} description={description}>
        {(data) => <Form data={data} />}
      </StepLoader>
    );
  };
}
