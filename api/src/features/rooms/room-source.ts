/** One room as a partner feed reports it. */
export interface RoomUpdate {
  roomId: string;
  modelName: string;
  roomTitle: string;
  thumbnailUrl?: string | null;
  isOnline: boolean;
  viewerCount: number;
}

/** Where rooms come from besides admins: the partner streaming service, once it has an API. */
export interface RoomSource {
  fetchRooms(): Promise<RoomUpdate[]>;
}
