import { ErrorScreen } from './ErrorScreen.tsx';

export default function Error401View() {
  return <ErrorScreen code="401" />;
}
