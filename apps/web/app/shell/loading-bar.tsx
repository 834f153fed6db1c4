import { useNavigation } from 'react-router';

/** A slim bar across the top while the next page loads. */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return <div className="loading-bar" data-busy={busy || undefined} aria-hidden="true" />;
}
