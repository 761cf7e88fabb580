import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { StaffMeResponse } from '../../common/staff/api';
import { staffMay, type StaffCapability } from '../../common/staff/roles';
import { onSessionEnded, staffApi } from './api';

/**
 * Who is logged in to the console. When a call finds the session ended (idle too long), `ended`
 * turns true and the login form shows over the page, which stays as it was: what was typed is kept.
 */

type Staff = NonNullable<StaffMeResponse['staff']>;

interface StaffSession {
  /** undefined while the first answer is awaited. */
  staff: Staff | null | undefined;
  ended: boolean;
  loggedIn: (answer: StaffMeResponse) => void;
  logOut: () => Promise<void>;
  may: (capability: StaffCapability) => boolean;
}

const SessionContext = createContext<StaffSession | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<Staff | null | undefined>(undefined);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    onSessionEnded(() => setEnded(true));
    staffApi<StaffMeResponse>('GET', 'session').then((answer) => setStaff(answer.staff), () => setStaff(null));
  }, []);

  const loggedIn = useCallback((answer: StaffMeResponse) => {
    setStaff(answer.staff);
    setEnded(false);
  }, []);
  const logOut = useCallback(async () => {
    await staffApi('DELETE', 'session').catch(() => {});
    setStaff(null);
  }, []);
  const may = useCallback((capability: StaffCapability) => Boolean(staff && staffMay(staff.role, capability)), [staff]);

  return <SessionContext.Provider value={{ staff, ended, loggedIn, logOut, may }}>{children}</SessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession outside SessionProvider');
  return session;
}
