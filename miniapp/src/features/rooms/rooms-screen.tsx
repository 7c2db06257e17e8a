// Placeholder until this screen is built; the route and its lazy chunk are final.
export function RoomsScreen() {
  return <h1 className="screen-placeholder">Rooms</h1>;
}
