import { api } from '../../local';
import { forgetNavbarState } from '../shell/navbarState';
import { endSession } from './sessionStore';

/**
 * Spec 000 §4 logout: the server forgets the token when it can be reached (an
 * offline device cannot tell it; the token then expires on its own), and the
 * device forgets token, username, user id, permissions and navbar state. The
 * local database stays: its queued changes go out at this user's next sign-in.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('logout', { timeout: 5_000 });
  } catch {
    // Offline or unreachable: signing out on this device must not wait for the server.
  }
  forgetNavbarState();
  endSession('logout');
}
