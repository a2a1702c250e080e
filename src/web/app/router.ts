// The browser's router over the app's routes. A page the server drew after a form post starts
// with that post's reply, so the form shows what the server showed (errors, what was typed).
import { createBrowserRouter } from 'react-router';
import { readPageState } from '../ssr/page-state.ts';
import { routes } from './routes.tsx';

const actionData = readPageState(document)?.actionData;

export const router = createBrowserRouter(routes, actionData ? { hydrationData: { actionData } } : {});
