import { notifications } from "@mantine/notifications";
import { useNavigate } from "react-router-dom";
import { useSession } from "./session";

/** Logout with its "Logged out" toast, back on Home. */
export function useSignOut() {
  const session = useSession();
  const navigate = useNavigate();
  return async () => {
    if (session.status !== "signedIn") return;
    try {
      await session.signOut();
      notifications.show({
        title: "Logged out",
        message: "You have been successfully logged out.",
      });
      navigate("/");
    } catch {
      notifications.show({
        color: "red",
        title: "Error",
        message: "Failed to log out. Please try again.",
      });
    }
  };
}
