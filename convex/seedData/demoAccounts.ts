/**
 * Accounts for trying the product on one machine. Seeded only when the
 * deployment sets SEED_DEMO_ACCOUNTS=true (the local backend does; a cloud
 * deployment must not, since these passwords are public).
 */
export const DEMO_ACCOUNTS = [
  {
    label: "Student (Class 9)",
    email: "student@demo.vidyaquest.example",
    password: "learn-with-aarav-9",
    fullName: "Aarav Sharma",
    role: "student",
    grade: 9,
  },
  {
    // The demo student's mother, with her consent on record (seedData/families.ts).
    label: "Parent (of the demo student)",
    email: "parent@demo.vidyaquest.example",
    password: "care-with-sunita-4",
    fullName: "Sunita Sharma",
    role: "parent",
  },
  {
    label: "Mentor",
    email: "mentor@demo.vidyaquest.example",
    password: "teach-with-meera-7",
    fullName: "Meera Iyer",
    role: "mentor",
    subject: "Mathematics",
    // Verified, as staff would after reviewing her application.
    mentor: {
      qualification: "M.Sc. Mathematics, University of Mumbai; B.Ed.",
      bio: "Mathematics teacher in Pune for 10 years. I help Class 8–10 students see why a method works, not only how.",
      experienceYears: 10,
      expertise: ["Algebra", "Geometry", "Number systems"],
      isVolunteer: true,
    },
  },
  {
    label: "Moderator",
    email: "moderator@demo.vidyaquest.example",
    password: "moderate-with-kabir-5",
    fullName: "Kabir Khan",
    role: "mentor",
    subject: "Science",
    staffRole: "moderator",
  },
  {
    label: "Admin",
    email: "admin@demo.vidyaquest.example",
    password: "admin-with-priya-3",
    fullName: "Priya Nair",
    role: "mentor",
    subject: "English",
    staffRole: "admin",
  },
  {
    // On Pro, with a certificate (seedData/proStudent.ts).
    label: "Pro student (Class 9)",
    email: "pro.student@demo.vidyaquest.example",
    password: "achieve-with-tanvi-6",
    fullName: "Tanvi Krishnan",
    role: "student",
    grade: 9,
  },
  {
    // Tanvi's mother, with her consent on record: the weekly report's reader.
    label: "Parent (of the Pro student)",
    email: "pro.parent@demo.vidyaquest.example",
    password: "care-with-lakshmi-8",
    fullName: "Lakshmi Krishnan",
    role: "parent",
  },
] as const;
