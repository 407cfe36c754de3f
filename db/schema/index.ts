export * from "./contact-persons";
export * from "./help-requests";
export * from "./menu-items";
export * from "./organizations";
export * from "./pages";
export * from "./users";
export * from "./vacancies";
export * from "./volunteer-centers";
