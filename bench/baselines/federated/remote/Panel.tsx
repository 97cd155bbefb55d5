import { useLocation } from 'react-router';

export default function Panel() {
  const { pathname } = useLocation();
  return <p>A component of one remote, loaded at run time on {pathname}: the bench's federated yardstick.</p>;
}
