// A remote is only used through its federated './register' entry; this file is its build entry.
export {};
