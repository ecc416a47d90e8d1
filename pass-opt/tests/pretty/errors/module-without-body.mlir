module @m attributes {a.b}
