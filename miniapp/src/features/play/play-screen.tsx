// Placeholder until this screen is built; the route and its lazy chunk are final.
export function PlayScreen() {
  return <h1 className="screen-placeholder">Play</h1>;
}
