/** The running server's local-only socket in DATA_DIR (admin-socket.ts). */
export const ADMIN_SOCKET = "admin.sock";
