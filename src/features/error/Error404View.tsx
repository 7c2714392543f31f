import { ErrorScreen } from './ErrorScreen.tsx';

export default function Error404View() {
  return <ErrorScreen code="404" />;
}
